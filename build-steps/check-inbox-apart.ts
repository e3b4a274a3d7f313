// Fails the build when any of the inbox's code reaches a public page: not a byte of it on a
// public page. The inbox (admin/) is built apart into build/admin and served under /admin/assets/;
// the site's build must neither load, preload nor link one of those files, inline its
// stylesheet, nor hold a copy of its code; and the inbox's page must load only files of its own.
// Framework-free: it reads the two builds' files, whatever made them.
// The firm's editor (editor/, build/editor, /keystatic/assets/) is checked the same way.
// Usage: tsx build-steps/check-inbox-apart.ts [client dir, default build/client] [inbox dir, default build/admin] [editor dir, default build/editor]
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { DomUtils, parseDocument } from "htmlparser2";
import { inlineStyles } from "../common/csp";
import { prerenderedPages } from "../server/site/site-files";

/** Where the server serves the inbox's files (server/inbox/admin-page.ts; admin/vite.config.ts's base). */
const INBOX_ASSETS = "/admin/assets/";
/** And the editor's (server/publishing/editor-page.ts; editor/vite.config.ts's base): the same check. */
export const EDITOR_ASSETS = "/keystatic/assets/";

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The inbox's files as URLs (/admin/assets/…), each with its bytes. */
function inboxFiles(adminDir: string, prefix: string): Map<string, Buffer> {
  const assets = join(adminDir, "assets");
  if (!existsSync(join(adminDir, "index.html")) || !existsSync(assets)) {
    throw new Error(`No build in ${adminDir}: run "npm run build:admin" and "npm run build:editor".`);
  }
  const found = new Map<string, Buffer>();
  for (const file of files(assets)) {
    found.set(`${prefix}${relative(assets, file).split(sep).join("/")}`, readFileSync(file));
  }
  return found;
}

/** `url` and the inbox files it imports statically, each once. */
function withInboxImports(inbox: Map<string, Buffer>, url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  if (!url.endsWith(".js")) return seen;
  const code = inbox.get(url)!.toString("utf8");
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const imported = new URL(match[1]!, `http://x${url}`).pathname;
    if (inbox.has(imported)) withInboxImports(inbox, imported, seen);
  }
  return seen;
}

export interface InboxLeak {
  /** The public page (its path) or file (its URL) that carries inbox code. */
  where: string;
  /** The inbox's files it loads, links, imports, inlines or copies. */
  files: string[];
}

export function findInboxLeaks(
  clientDir: string,
  adminDir: string,
  prefix = INBOX_ASSETS,
): { inboxFiles: string[]; leaks: InboxLeak[] } {
  const inbox = inboxFiles(adminDir, prefix);
  // Its code: the icon it shares with the site is the site's, not the inbox's.
  const byHash = new Map(
    [...inbox].filter(([url]) => /\.(js|css)$/.test(url)).map(([url, bytes]) => [sha256(bytes), url]),
  );
  const inboxCss = [...inbox]
    .filter(([url]) => url.endsWith(".css"))
    .map(([url, bytes]) => ({ url, text: bytes.toString("utf8").trim() }))
    .filter(({ text }) => text !== "");

  // The inbox's own page loads its own files, nothing of the site's.
  const adminHtml = parseDocument(readFileSync(join(adminDir, "index.html"), "utf8"));
  const loaded = DomUtils.findAll(() => true, adminHtml.children).flatMap((element) =>
    [element.attribs.src, element.attribs.href].filter((url): url is string => url?.startsWith("/") ?? false),
  );
  for (const url of loaded) {
    if (!inbox.has(url)) throw new Error(`The inbox's page loads ${url}, which is not a file of its build.`);
  }

  const referenced = (text: string) => {
    const found = new Set<string>();
    for (const url of inbox.keys()) if (text.includes(url)) withInboxImports(inbox, url, found);
    return [...found];
  };

  const leaks: InboxLeak[] = [];
  const pageFiles = new Set<string>();
  for (const { path, file } of prerenderedPages(clientDir)) {
    pageFiles.add(resolve(file));
    const html = readFileSync(file, "utf8");
    const inline = inlineStyles(html);
    const found = [
      ...referenced(html).sort(),
      ...inboxCss
        .filter(({ text }) => inline.some((style) => style.includes(text)))
        .map(({ url }) => `${url} (inlined)`),
    ];
    if (found.length > 0) leaks.push({ where: path, files: found });
  }
  for (const file of files(clientDir)) {
    if (pageFiles.has(resolve(file))) continue;
    const bytes = readFileSync(file);
    const copy = byHash.get(sha256(bytes));
    const found = [...referenced(bytes.toString("utf8")).sort(), ...(copy ? [`${copy} (a copy)`] : [])];
    if (found.length > 0) leaks.push({ where: `/${relative(clientDir, file).split(sep).join("/")}`, files: found });
  }
  return { inboxFiles: [...inbox.keys()].sort(), leaks };
}

function main(clientDir: string, adminDir: string, editorDir: string) {
  for (const [what, dir, prefix] of [
    ["Inbox", adminDir, INBOX_ASSETS],
    ["Editor", editorDir, EDITOR_ASSETS],
  ] as const) {
    const { inboxFiles: found, leaks } = findInboxLeaks(clientDir, dir, prefix);
    if (leaks.length > 0) {
      console.error(
        `${what} code on ${leaks.length} public page(s): ${leaks.map((leak) => `${leak.where} (${leak.files.join(", ")})`).join("; ")}`,
      );
      process.exit(1);
    }
    console.log(`${what} code on public pages: none (${found.join(", ")} on no public page or file)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv[2] ?? "build/client", process.argv[3] ?? "build/admin", process.argv[4] ?? "build/editor");
}
