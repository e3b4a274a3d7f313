// Compiles the server for production: one ES module, build/server/main.js, so `npm start` runs
// plain JavaScript with no TypeScript loader. Our own code (server/, common/) is bundled;
// packages stay in node_modules (pg, nodemailer, …).
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server compiled: build/server/main.js");
