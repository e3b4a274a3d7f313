import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolvePublicOrigin } from "./common/public-origin";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Absolute URLs in canonical links and Open Graph tags (also read by the server at start).
    __PUBLIC_ORIGIN__: JSON.stringify(resolvePublicOrigin(process.env.PUBLIC_ORIGIN)),
  },
});
