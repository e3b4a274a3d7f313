import markdoc from "@astrojs/markdoc";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { directiveList, SITE_DIRECTIVES } from "./common/csp";
import { analyticsAtBuild } from "./common/flag";
import { resolvePublicOrigin } from "./common/public-origin";
import { siteBuild } from "./site/integration";

/**
 * The browser's scripts in a few chunks rather than a dozen small ones (each a request, and a gzip
 * stream that starts with no dictionary): what every island needs (React, Astro's renderer, the
 * island wrapper, Lucide's icon base), and what every form shares (fields, status, submit hook,
 * declarations' helpers), only modules a page imports before it is live (the lazy validation
 * code stays apart).
 */
const CLIENT_CHUNKS = [
  // Vite's helper for dynamic imports, which the layout's script on every page needs, React or not.
  { name: "preload-helper", priority: 3, test: /vite[\\/]preload-helper/ },
  {
    name: "runtime",
    priority: 2,
    test: /node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|defaultAttributes|shared[\\/]src[\\/]utils)\.js$|site[\\/]islands[\\/]island\.tsx$/,
  },
  {
    name: "forms",
    priority: 1,
    tags: ["$initial" as const],
    test: /site[\\/]components[\\/]forms[\\/](?:api-outcome|form-banner|form-values|honeypot|load-form-code|use-field-errors|use-hydrated|use-submission)\.tsx?$|site[\\/]components[\\/]ui[\\/](?:button-styles|field)\.tsx?$|common[\\/](?:forms[\\/](?:declare|fields|honeypot|limits))\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]send\.js$/,
  },
];

// The public site: every page static HTML from React components, islands hydrated by the
// `client:live` directive (site/islands/directive.ts). The server (server/) serves build/client
// with each page's headers, written by site/integration.ts beside it.
export default defineConfig({
  srcDir: "./site",
  publicDir: "./public",
  // "Publish" (server/publishing/publisher.ts) builds into a folder of its own.
  outDir: process.env.SITE_OUT_DIR ?? "./build/client",
  site: resolvePublicOrigin(process.env.PUBLIC_ORIGIN),
  trailingSlash: "ignore",
  build: {
    format: "directory",
    assets: "assets",
    // One small stylesheet (~5 KB gzip): in the page, so the first paint waits for no request
    // (decision 003); allowed by its hash.
    inlineStylesheets: "always",
  },
  compressHTML: false,
  devToolbar: { enabled: false },
  // Each page's policy, with the hashes of Astro's own scripts and styles and of the holder
  // (site/layouts/Layout.astro), is sent as a header by the server (site/integration.ts).
  security: {
    csp: {
      // The site's directives from the one policy builder (common/csp.ts).
      directives: directiveList(SITE_DIRECTIVES),
    },
  },
  // markdoc(): the legal pages' .mdoc files in content collections (site/content.config.ts).
  integrations: [react(), markdoc(), siteBuild()],
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    envPrefix: ["VITE_", "PUBLIC_"],
    define: {
      // Absolute URLs in canonical links and Open Graph tags (also read by the server at start).
      __PUBLIC_ORIGIN__: JSON.stringify(resolvePublicOrigin(process.env.PUBLIC_ORIGIN)),
      // ANALYTICS=false at build: the pages carry no counting code (the branches are dropped).
      __ANALYTICS__: JSON.stringify(analyticsAtBuild()),
    },
    build: { modulePreload: false },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } } },
    },
  },
});
