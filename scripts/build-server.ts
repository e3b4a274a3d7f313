// Compiles the server for production: one ES module, build/server/main.js, so `npm start` runs
// plain JavaScript with no TypeScript loader (a publish still runs Astro and the build's checks,
// build-steps/*.ts through tsx, in child processes: server/publishing/publisher.ts). Our own code
// (server/, common/) is bundled; packages stay in node_modules (pg, nodemailer, …).
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

/** The commit being built, for the System screen's version (none outside a git checkout). */
function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "";
  }
}

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
  define: { __GIT_COMMIT__: JSON.stringify(gitCommit()) },
});
console.log("Server compiled: build/server/main.js");
