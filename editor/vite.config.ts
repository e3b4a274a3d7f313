import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The firm's editor (Keystatic's UI), built on its own (`npm run build:editor`) into build/editor
// and served at /keystatic to signed-in staff only (server/publishing/editor-page.ts). Its bundle is
// large (Keystatic's whole app): it is on no other page (build-steps/check-inbox-apart.ts).
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "/keystatic/",
  publicDir: false,
  envDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: fileURLToPath(new URL("../build/editor", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE" && warning.code !== "EVAL") warn(warning);
      },
    },
  },
});
