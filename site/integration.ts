import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SitemapStream, streamToPromise } from "sitemap";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";
import islandScript from "astro/runtime/server/astro-island.prebuilt.js";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { resolvePublicOrigin } from "../common/public-origin";
import { precompress } from "../build-steps/precompress";
import { afterPaintScript, holderScript } from "./islands/holder-script";
import { navbarMenuScript } from "./components/layout/navbar-menu-script";
import { chatButtonScript } from "./components/layout/chat-button-script";
import type { InlineCode } from "../build-steps/check-budgets";
import { analyticsAtBuild } from "../common/flag";
import { IDENTITY_FILE, identityOf } from "../common/settings";
import { CONTENT_ROOT, fileSource } from "./loaders/read";
import { CONTENT_MANIFEST_FILE, contentManifest } from "../common/content/manifest";
import { offerProblems, SERVICES_FILE, serviceOffer } from "../common/content/service-offer";
import { inlineStyles, pagePolicy } from "../common/csp";
import { pageHashes } from "../common/page-hashes";
import { pageStylesheets } from "./styles/page-styles";

// The site's build, from Astro's own data:
// - the `client:live` directive of every island (site/islands/directive.ts);
// - a static adapter that asks Astro for each page's response headers: its Content-Security-Policy
//   and, for pages kept out of search results, an X-Robots-Tag; written to build/pages.json for
//   the server (server/site/static-site.ts);
// - each page's stylesheet cut to the classes its markup and its islands' scripts use
//   (site/styles/page-styles.ts), and its policy narrowed to the hashes of its own inline scripts
//   and styles (Astro lists every script the layout may add, on every page): the built page is
//   read and rewritten once, as the last step before compression;
// - which islands each page renders and the scripts each island loads, from the build's module
//   graph: build/pages.json lists them per page for the budget check (build-steps/check-budgets.ts);
// - sitemap.xml (written by the `sitemap` library, the one @astrojs/sitemap is built on) and
//   robots.txt from the same route data;
// - brotli and gzip copies of every text file, made once here so the server never compresses.

/** Per page (decoded path, "/assessment/IT Consulting"): what the server and the checks need. */
/** The content folder the build reads: CONTENT_DIR (a publish's copy), else the project's. */
const contentDirOf = () => (process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : CONTENT_ROOT);

export interface PageRecord {
  /** The page's URL path, encoded as in a link. */
  url: string;
  /** The index.html that holds it, relative to the client directory. */
  file: string;
  /** Response headers the page sends (content-security-policy, x-robots-tag). */
  headers: Record<string, string>;
  /** Its islands' modules (site-relative) and every script the browser loads to hydrate them. */
  islands: string[];
  scripts: string[];
}

export type PagesFile = Record<string, PageRecord>;

interface ChunkRecord {
  file: string;
  imports: string[];
  dynamicImports: string[];
}

/** Collects, during the build, the islands of each page module and the client's chunks. */
function moduleGraph(root: string) {
  const pageIslands = new Map<string, string[]>();
  const clientChunks = new Map<string, ChunkRecord>();
  let rendererChunk: string | undefined;
  const layoutScripts = new Set<string>();
  const islandByModule = new Map<string, string>();
  const styles = new Map<string, string>();
  const plugin: Plugin = {
    name: "site-module-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === "asset" && file.fileName.endsWith(".css")) styles.set(file.fileName, String(file.source));
      const environment = (this as unknown as { environment?: { name: string } }).environment?.name;
      if (environment === "client") {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          clientChunks.set(chunk.fileName, {
            file: chunk.fileName,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
          });
          // ANALYTICS=false: not a byte of the counting script (or web-vitals) on any page.
          const counting = chunk.moduleIds.find(
            (id) =>
              relative(root, id) === join("site", "analytics", "count.ts") || id.includes(`${sep}web-vitals${sep}`),
          );
          if (counting && !analyticsAtBuild())
            this.error(`${chunk.fileName} holds ${relative(root, counting)} although ANALYTICS is off`);
          // Not a byte of the inbox (admin/, built on its own) in a public page's scripts.
          const inbox = chunk.moduleIds.find((id) => relative(root, id).startsWith(`admin${sep}`));
          if (inbox)
            this.error(
              `${chunk.fileName} holds the inbox's ${relative(root, inbox)}: keep site/ from importing admin/`,
            );
          const facade = chunk.facadeModuleId;
          if (!facade) continue;
          if (facade.endsWith(".island.tsx")) islandByModule.set(relative(root, facade), chunk.fileName);
          // A <script> of the layout (site/layouts/Layout.astro): every page loads it.
          if (relative(root, facade).startsWith(join("site", "layouts")) && facade.includes("type=script"))
            layoutScripts.add(chunk.fileName);
          if (facade.includes("@astrojs/react") && facade.endsWith("client.js")) rendererChunk = chunk.fileName;
        }
        return;
      }
      // The server build: each page's islands, the *.island.tsx modules imported by the page's
      // `.astro` file or by the `.astro` files it uses (client directives live in .astro files only).
      for (const id of this.getModuleIds()) {
        const key = relative(root, id);
        if (!key.startsWith(join("site", "pages")) || !key.endsWith(".astro")) continue;
        const islands = new Set<string>();
        const seen = new Set<string>();
        const queue = [id];
        while (queue.length > 0) {
          const current = queue.shift()!;
          if (seen.has(current)) continue;
          seen.add(current);
          for (const imported of this.getModuleInfo(current)?.importedIds ?? []) {
            if (imported.endsWith(".island.tsx")) islands.add(relative(root, imported));
            else if (imported.endsWith(".astro")) queue.push(imported);
          }
        }
        pageIslands.set(key, [...islands].sort());
      }
    },
  };
  /**
   * Every script the browser loads before a page with these islands is live: the islands' chunks,
   * the renderer's, the layout's scripts, and their static imports; with `lazy`, also what those
   * import on demand (whatever they may render).
   */
  const scriptsOf = (islands: string[], { lazy = false } = {}) => {
    const roots = islands.map((island) => {
      const chunk = islandByModule.get(island);
      if (!chunk) throw new Error(`The client build made no chunk for the island ${island}`);
      return chunk;
    });
    if (roots.length > 0) {
      if (!rendererChunk) throw new Error("The client build made no chunk for @astrojs/react's client");
      roots.push(rendererChunk);
    }
    roots.push(...layoutScripts);
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = clientChunks.get(file);
      queue.push(...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : []));
    }
    return [...seen].map((file) => `/${file}`);
  };
  return { plugin, pageIslands, scriptsOf, styles };
}

export function siteBuild(): AstroIntegration {
  let root = process.cwd();
  let graph = moduleGraph(root);
  let clientDir = "";

  /**
   * Each built page with its own share of the stylesheet, and a policy that allows exactly its
   * own inline code. A script the page carries that Astro's policy did not allow stops the build.
   */
  const fitPages = async (pages: PagesFile) => {
    const stylesheetOf = await pageStylesheets(fileURLToPath(new URL("./styles/app.css", import.meta.url)), root);
    for (const [path, page] of Object.entries(pages)) {
      const file = join(clientDir, page.file);
      let html = readFileSync(file, "utf8");
      // The layout's stylesheet, inlined by Astro: the page's one <style> besides Astro's islands'.
      const [stylesheet, ...more] = inlineStyles(html).filter((style) => style !== ISLAND_STYLES);
      if (stylesheet === undefined || more.length > 0)
        throw new Error(
          `${path}: ${more.length + (stylesheet ? 1 : 0)} inline stylesheets where the layout's is expected alone`,
        );
      const scripts = graph
        .scriptsOf(page.islands, { lazy: true })
        .map((script) => readFileSync(join(clientDir, script), "utf8"));
      const own = await stylesheetOf({ html, scripts });
      html = html.split(`<style>${stylesheet}</style>`).join(`<style>${own}</style>`);
      const hashes = pageHashes(html);
      const allowed = page.headers["content-security-policy"] ?? "";
      const unknown = hashes.scripts.filter((hash) => !allowed.includes(hash));
      if (unknown.length > 0)
        throw new Error(`${path}: inline scripts Astro's policy does not allow (${unknown.join(", ")})`);
      page.headers["content-security-policy"] = pagePolicy(hashes);
      writeFileSync(file, html);
    }
  };

  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig, config }) => {
        root = fileURLToPath(config.root);
        graph = moduleGraph(root);
        addClientDirective({
          name: "live",
          entrypoint: fileURLToPath(new URL("./islands/directive.ts", import.meta.url)),
        });
        updateConfig({ vite: { plugins: [graph.plugin] } });
      },
      "astro:config:done": ({ setAdapter, config }) => {
        clientDir = fileURLToPath(config.outDir);
        setAdapter({
          name: "site-static-headers",
          adapterFeatures: { buildOutput: "static", staticHeaders: true },
          supportedAstroFeatures: {
            staticOutput: "stable",
            serverOutput: "unsupported",
            hybridOutput: "unsupported",
            sharpImageService: "stable",
          },
        });
      },
      "astro:build:start": async () => {
        // What one service's file cannot say because of another's (two services under one name in
        // the request dialog, a button to an assessment no service offers): refused before any page.
        const services = await fileSource(contentDirOf()).all("services");
        const problems = offerProblems(services);
        if (problems.length > 0)
          throw new Error(`The service files do not agree (error in the services' forms):\n${problems.join("\n")}`);
      },
      "astro:build:generated": async ({ routeToHeaders }) => {
        const pages: PagesFile = {};
        for (const [pathname, { headers, route }] of routeToHeaders) {
          if (route.type !== "page") continue;
          const path = decodeURI(pathname.replace(/(.)\/$/, "$1"));
          const islands = graph.pageIslands.get(route.entrypoint) ?? [];
          const url = encodeURI(path);
          pages[path] = {
            url,
            file: path === "/404" ? "404.html" : join(...path.split("/").filter(Boolean), "index.html"),
            headers: Object.fromEntries(
              [...headers.entries()].filter(([name]) => ["content-security-policy", "x-robots-tag"].includes(name)),
            ),
            islands,
            scripts: graph.scriptsOf(islands),
          };
        }
        if (!pages["/"] || !pages["/404"]) throw new Error("The build has no home page or no 404 page");
        await fitPages(pages);
        mkdirSync(dirname(clientDir), { recursive: true });
        writeFileSync(join(clientDir, "..", "pages.json"), `${JSON.stringify(pages, null, 2)}\n`);
        // The firm's name and scheduling page as this build shows them, for the server's e-mails.
        const contentDir = contentDirOf();
        const settings = await fileSource(contentDir).one("settings");
        writeFileSync(join(clientDir, "..", IDENTITY_FILE), `${JSON.stringify(identityOf(settings))}\n`);
        // Which services its forms offer, for the server's check of a form post.
        writeFileSync(
          join(clientDir, "..", SERVICES_FILE),
          `${JSON.stringify(serviceOffer(await fileSource(contentDir).all("services")), null, 1)}\n`,
        );
        // Which content it was built from, for the inbox's "saved, not yet published".
        writeFileSync(
          join(clientDir, "..", CONTENT_MANIFEST_FILE),
          `${JSON.stringify(contentManifest(contentDir), null, 1)}\n`,
        );
        // What the pages carry inline, for the budget check (build-steps/check-budgets.ts): on every
        // page the after-paint script, the menu's and the chat button's scripts and the stylesheet;
        // on a page with an island, the holder, and Astro's island element and the directive as
        // Astro bundles it too.
        const directive = buildSync({
          entryPoints: [fileURLToPath(new URL("./islands/directive.ts", import.meta.url))],
          bundle: true,
          minify: true,
          format: "iife",
          write: false,
        }).outputFiles[0]!.text;
        const inline: InlineCode = {
          scripts: [afterPaintScript, navbarMenuScript, chatButtonScript],
          islandScripts: [holderScript, islandScript, directive],
          styles: [...graph.styles.values(), ISLAND_STYLES],
        };
        writeFileSync(join(clientDir, "..", "inline-code.json"), `${JSON.stringify(inline)}\n`);

        // Every page but those kept out of search results (the 404 page among them).
        const origin = resolvePublicOrigin(process.env.PUBLIC_ORIGIN);
        const indexable = Object.entries(pages)
          .filter(([path, page]) => path !== "/404" && !page.headers["x-robots-tag"]?.includes("noindex"))
          .map(([, page]) => page.url)
          .sort();
        const sitemap = new SitemapStream({
          hostname: origin,
          xmlns: { news: false, xhtml: false, image: false, video: false },
          lastmodDateOnly: true,
        });
        const written = streamToPromise(sitemap);
        const lastmod = new Date().toISOString().slice(0, 10);
        for (const url of indexable) sitemap.write({ url, lastmod });
        sitemap.end();
        writeFileSync(join(clientDir, "sitemap.xml"), await written);
        writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
      },
      "astro:build:done": async ({ logger }) => {
        // A preview is compressed only when it is published (server/publishing/publisher.ts); a
        // publish passes the live build's folder: its compressed copies of unchanged files are reused.
        if (process.env.SITE_PRECOMPRESS === "false") return;
        const count = await precompress(clientDir, process.env.SITE_PRECOMPRESS_FROM);
        logger.info(`precompressed ${count} files`);
      },
    },
  };
}
