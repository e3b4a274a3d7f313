import { lstat, readdir } from "node:fs/promises";
import { join } from "node:path";
import { imageMetadata } from "astro/assets/utils";
import { Parser } from "htmlparser2";
import { collections, IMAGE_EXTENSIONS, imageFolderOf } from "../../common/content/schemas";

// What the editor may write under content/: each collection's own files (common/content/schemas/),
// with their extension, and pictures only where a schema puts them (content/images/<folder>/<entry>/),
// each a real image of its extension's type; and the content folder's quota. Keystatic itself only
// keeps its writes inside the content folders: a file with any name or extension would be written.

/** The most the content folder may hold in all, pictures included (docs/operations.md). */
export const CONTENT_QUOTA_BYTES = 50 * 1024 * 1024;
export const CONTENT_QUOTA_TEXT = `${CONTENT_QUOTA_BYTES / 1024 / 1024} MB`;

/** An entry's name: the file name of a service or a legal page, its page's path. */
const SLUG = "[a-z0-9][a-z0-9_-]*";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const entryFiles: RegExp[] = [];
/** Where pictures go, and the extensions allowed there. */
const pictureFiles: RegExp[] = [];
for (const collection of Object.values(collections)) {
  if (collection.kind === "singleton") {
    entryFiles.push(new RegExp(`^content/${escape(collection.file)}$`));
    continue;
  }
  entryFiles.push(new RegExp(`^content/${escape(collection.folder)}/${SLUG}\\.${collection.extension}$`));
  const shape = (collection.schema as unknown as { shape?: Record<string, never> }).shape ?? {};
  for (const field of Object.values(shape)) {
    const folder = imageFolderOf(field);
    if (folder)
      pictureFiles.push(
        new RegExp(`^content/images/${escape(folder)}/${SLUG}/[^/]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i"),
      );
  }
}

/** The image types (as Astro's image probe names them) each extension stands for. */
const IMAGE_TYPES: Record<(typeof IMAGE_EXTENSIONS)[number], string[]> = {
  svg: ["svg"],
  png: ["png"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  webp: ["webp"],
  avif: ["heif", "avif"],
};

/**
 * Why the editor may not write this file ("content/…" as Keystatic names it), in one sentence,
 * or undefined when it may.
 */
export async function refusedFile(path: string, contents: Uint8Array): Promise<string | undefined> {
  if (entryFiles.some((pattern) => pattern.test(path))) return undefined;
  const allowed = `only the content's own files (YAML, Markdoc) and pictures (${IMAGE_EXTENSIONS.join(", ")}) where a page has one`;
  if (!pictureFiles.some((pattern) => pattern.test(path)))
    return `${path} is not a file the editor keeps: it saves ${allowed}.`;
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase() as (typeof IMAGE_EXTENSIONS)[number];
  let format: string | undefined;
  try {
    format = (await imageMetadata(contents, path)).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_TYPES[extension].includes(format))
    return `${path} is not a ${extension.toUpperCase()} picture: upload a picture whose file is of its type (${IMAGE_EXTENSIONS.join(", ")}).`;
  // A picture is shown, never run: an SVG with scripts would run them when opened on its own.
  if (extension === "svg" && svgRuns(Buffer.from(contents).toString("utf8")))
    return `${path} holds a script: upload the picture without scripts or links (or as PNG, JPEG, WebP or AVIF).`;
  return undefined;
}

/** Elements that run or embed code, by their local name (any namespace prefix). */
const RUNNING_ELEMENTS = new Set(["script", "foreignobject", "handler", "iframe", "embed", "object", "listener"]);

/**
 * Whether an SVG, parsed as a browser parses one opened on its own (XML, entities decoded), could
 * run code: an element that runs or embeds it, an event handler, a javascript: (or vbscript:)
 * address in any attribute, a style sheet (XSLT) or a document type declaring entities of its own.
 */
export function svgRuns(text: string): boolean {
  let runs = false;
  const address = (value: string) => /^(javascript|vbscript):/.test(value.replace(/[\s\p{Cc}]/gu, "").toLowerCase());
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (RUNNING_ELEMENTS.has(localName(name))) runs = true;
        for (const [attribute, value] of Object.entries(attributes)) {
          const local = localName(attribute);
          if (local.startsWith("on") || address(value)) runs = true;
          // <set to="javascript:…"> and <animate values="…;javascript:…"> change an address later.
          if (["to", "values", "from", "by"].includes(local) && value.split(";").some(address)) runs = true;
        }
      },
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() === "!doctype" && /\[|<!entity/i.test(data)) runs = true;
        if (/^\?xml-stylesheet/i.test(name)) runs = true;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(text);
  parser.end();
  return runs;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();

/** The size in bytes of every file under `dir`, by path from the folder holding it ("content/…"). */
export async function fileSizes(dir: string, prefix = "content"): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const walk = async (folder: string, name: string) => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path, `${name}/${entry.name}`);
      else if (entry.isFile()) sizes.set(`${name}/${entry.name}`, (await lstat(path)).size);
    }
  };
  await walk(dir, prefix);
  return sizes;
}
