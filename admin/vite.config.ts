import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The firm's inbox, built on its own (`npm run build:admin`): nothing shared with the public
// site's build, its files under build/admin, served at /admin by server/inbox/admin-page.ts.
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "/admin/",
  publicDir: false,
  envDir: false,
  plugins: [tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("../build/admin", import.meta.url)),
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      // React Router marks its modules "use client" (for server components): meaningless in this app.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  server: {
    // `npm run dev:admin` beside `npm start`: the inbox's API is the real server's.
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});
