import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The firm's inbox: its own build (build/admin), never part of a public page's scripts. The
// server sends build/admin/index.html for /admin and every path below it (server/admin/admin-page.ts).
export default defineConfig({
  root: "app/admin",
  base: "/admin/",
  plugins: [tailwindcss()],
  build: {
    outDir: "../../build/admin",
    emptyOutDir: true,
    assetsDir: "assets",
    // No inline scripts or styles: the page's policy allows its own files only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
