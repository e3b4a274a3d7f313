import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IDENTITY_FILE, type SiteIdentity } from "../../common/settings";
import { CONTENT_MANIFEST_FILE, type ContentManifest } from "../../common/content/manifest";
import { SERVICES_FILE, type ServiceOffer } from "../../common/content/service-offer";
import { prerenderedPages } from "../site/site-files";

// The public site being served: one complete build, loaded (every page in memory, with its
// precompressed variants and the headers the build recorded for it) before it is made live.
// Switching to another build replaces one reference: a request is answered wholly from the build
// that was live when it arrived, never from a half-written one (server/site/static-site.ts
// reads `current` once per request; publishing writes a build in a folder of its own).

export interface Page {
  etag: string;
  /** Content-Security-Policy with the hashes of this page's inline scripts and styles. */
  csp: string;
  /** X-Robots-Tag of a page kept out of search results. */
  robots?: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface LoadedBuild {
  /** Which build: "deployed" for the one the server started with (build/client), else its id. */
  id: string;
  /** Its client folder (pages, assets, robots.txt…). */
  clientDir: string;
  /** Decoded URL path ("/", "/about", "/assessment/IT Consulting") to its page. */
  pages: Map<string, Page>;
  notFound: Page;
  /** The firm's name and scheduling page it was built with (absent from builds made before it was recorded). */
  identity?: SiteIdentity;
  /** The content it was built from (absent from builds made before it was recorded). */
  content?: ContentManifest;
  /** The services its forms offer (absent from builds made before it was recorded). */
  services?: ServiceOffer;
}

/** Reads a whole build; throws, naming what is missing, when it is not one the server can serve. */
export function loadBuild(id: string, clientDir: string): LoadedBuild {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`No built site in ${clientDir}: run "npm run build" first.`);
  }
  const pages = new Map<string, Page>();
  for (const { path, file, headers } of prerenderedPages(clientDir)) {
    const body = readFileSync(file);
    const read = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const csp = headers["content-security-policy"];
    if (!csp) throw new Error(`No Content-Security-Policy for ${path} in the build's pages.json: rebuild.`);
    pages.set(path, { etag, csp, robots: headers["x-robots-tag"], body, br: read(".br"), gzip: read(".gz") });
  }
  const notFound = pages.get("/404");
  if (!notFound) throw new Error(`The build in ${clientDir} has no 404 page.`);
  const readJson = <T>(name: string): T | undefined => {
    const file = join(clientDir, "..", name);
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
  };
  return {
    id,
    clientDir,
    pages,
    notFound,
    identity: readJson<SiteIdentity>(IDENTITY_FILE),
    content: readJson<ContentManifest>(CONTENT_MANIFEST_FILE),
    services: readJson<ServiceOffer>(SERVICES_FILE),
  };
}

export class LiveSite {
  #current: LoadedBuild;

  constructor(initial: LoadedBuild) {
    this.#current = initial;
  }

  get current(): LoadedBuild {
    return this.#current;
  }

  /** Makes an already loaded build the one served, at once. */
  swap(next: LoadedBuild): void {
    this.#current = next;
  }
}
