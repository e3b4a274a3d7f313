import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { resolvePublicOrigin } from "./common/public-origin";

const SHELL_MODULES =
  /app[\\/](content[\\/]site|lib[\\/](meta|meta-url|structured-data)|components[\\/](island|ui[\\/](button-styles|external-link|container)|sections[\\/](page-hero|section-heading)))\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|icons[\\/](menu|x|message-circle)\.js)|vite[\\/]preload-helper/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Absolute URLs in canonical links and Open Graph tags (also read by the server at start).
    __PUBLIC_ORIGIN__: JSON.stringify(resolvePublicOrigin(process.env.PUBLIC_ORIGIN)),
  },
  environments: {
    client: {
      build: {
        // No modulepreload list for the islands' chunks: what they import, the page already has.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                  priority: 10,
                },
                {
                  // What every page uses besides its own sections: one chunk instead of a dozen.
                  name: "shell",
                  test: SHELL_MODULES,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    },
  },
});
