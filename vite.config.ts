import { mkdirSync, writeFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { resolvePublicOrigin } from "./common/public-origin";

/**
 * Vite wraps each dynamic import in a helper that first preloads the imported chunk's
 * dependencies and CSS. This site has no CSS chunks (one stylesheet, inlined into each page)
 * and turns module preloading off (decision 004), so the helper would only pass the import
 * through, and it costs 0.7 KB gzip on every page: a pass-through replaces it.
 */
function passThroughPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  return {
    name: "pass-through-preload-helper",
    enforce: "pre",
    apply: "build",
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) => (source === id ? "export const __vitePreload = (load) => load();" : undefined),
    generateBundle(_options, bundle) {
      const withCss = Object.values(bundle).filter(
        (file) => file.type === "chunk" && file.viteMetadata?.importedCss.size,
      );
      if (withCss.length > 0)
        this.error(`CSS chunks need Vite's preload helper back: ${withCss.map((file) => file.fileName).join(", ")}`);
    },
  };
}

/**
 * Chunks of a page folder are named after it: app/pages/about/route.tsx → about-[hash].js,
 * app/pages/about/sections.tsx → about-sections-[hash].js (the files of every folder share the
 * same few names, which alone would say nothing in a network panel or the budget check).
 */
export function pageChunkName(moduleId: string | null | undefined): string | undefined {
  const match = moduleId ? /[\\/]app[\\/]pages[\\/](.+)[\\/]([\w.-]+?)\.tsx?(?:\?.*)?$/.exec(moduleId) : null;
  if (!match) return undefined;
  const page = match[1]!.replace(/[\\/]/g, "-");
  return match[2] === "route" ? page : `${page}-${match[2]}`;
}

function pageChunkNames(): Plugin {
  type FileNames = string | ((chunk: { facadeModuleId: string | null }) => string) | undefined;
  const named =
    (fileNames: FileNames) =>
    (chunk: { facadeModuleId: string | null }): string => {
      const pattern = (typeof fileNames === "function" ? fileNames(chunk) : fileNames) ?? "assets/[name]-[hash].js";
      const name = pageChunkName(chunk.facadeModuleId);
      return name ? pattern.replace("[name]", name) : pattern;
    };
  return {
    name: "page-chunk-names",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions: (options) => ({
      ...options,
      entryFileNames: named(options.entryFileNames as FileNames),
      chunkFileNames: named(options.chunkFileNames as FileNames),
    }),
  };
}

/**
 * Writes build/island-chunks.json (island file → its chunk, e.g. "pages/home/why-work-with-us.island.tsx" →
 * "assets/why-work-with-us.island-….js"), outside the served files: the budget check counts the islands a
 * page hydrates at once as part of its initial JavaScript.
 */
function islandChunks(): Plugin {
  return {
    name: "island-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const id of file.moduleIds) {
          const match = /[\\/]app[\\/](.+\.island\.tsx)$/.exec(id);
          if (match) chunks[match[1]!.replace(/\\/g, "/")] = file.fileName;
        }
      }
      mkdirSync("build", { recursive: true });
      writeFileSync("build/island-chunks.json", `${JSON.stringify(chunks, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), passThroughPreloadHelper(), pageChunkNames(), islandChunks()],
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
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
