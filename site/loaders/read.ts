import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { imageMetadata } from "astro/assets/utils";
import { parse } from "yaml";
import type { z } from "zod";
import { describeIssues } from "../../common/describe-issues";
import { collections, imageFolderOf, type BuiltImage, type CollectionName } from "../../common/content/schemas";
import type { ContentSource, Entry, ManyName, SingletonName } from "./source";

// The content files read directly, outside Astro (unit and end-to-end tests, scripts), validated
// with the same schemas as the build's content collections (./collections.ts).

/** The project's content/ folder. */
export const CONTENT_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "content");

export class ContentError extends Error {
  override name = "ContentError";
}

function validate<Schema extends z.ZodType>(schema: Schema, data: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new ContentError(`${file} does not match its schema:\n  ${describeIssues(result.error).join("\n  ")}`);
  return result.data;
}

/** A Markdoc file: its YAML front matter and its body. */
export function splitFrontMatter(text: string): { frontMatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { frontMatter: {}, body: text };
  return { frontMatter: parse(match[1] ?? ""), body: match[2] ?? "" };
}

/** The keys of a file's schema naming a picture (its top-level image fields). */
function imageKeysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(shape).filter((key) => imageFolderOf(shape[key]!) !== undefined);
}

/** A picture as Astro's image() hands it to the build: its size read from the file it names. */
async function builtImage(root: string, file: string, path: string): Promise<BuiltImage> {
  const absolute = resolve(root, dirname(file), path);
  const { width, height } = await imageMetadata(readFileSync(absolute), absolute);
  // Not served: the built site's URL is Astro's; tests see which file it is.
  return { src: `/${relative(root, absolute)}`, width, height };
}

/**
 * The content the tests read: CONTENT_DIR when it is set (a deployment's copy the firm edited, as
 * tests/e2e/edited-content.spec.ts runs the suite against), else the project's content/.
 */
export const testedContentRoot = () => (process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : CONTENT_ROOT);

/** The content of a folder laid out as content/ is (CONTENT_DIR or the project's by default), read and validated. */
export function fileSource(root: string = testedContentRoot()): ContentSource & {
  readFile(file: string): { data: unknown; body?: string };
} {
  const shown = (file: string) => relative(process.cwd(), join(root, file));
  const readFile = (file: string) => {
    const text = readFileSync(join(root, file), "utf8");
    if (file.endsWith(".mdoc")) {
      const { frontMatter, body } = splitFrontMatter(text);
      return { data: frontMatter, body };
    }
    return { data: parse(text) as unknown };
  };
  const read = async (name: CollectionName): Promise<Entry<ManyName>[]> => {
    const collection = collections[name];
    switch (collection.kind) {
      case "singleton": {
        const { data } = readFile(collection.file);
        return [{ id: name, data: validate(collection.schema, data, shown(collection.file)) as never }];
      }
      case "files": {
        const imageKeys = imageKeysOf(collection.schema);
        const files = readdirSync(join(root, collection.folder))
          .filter((file) => file.endsWith(`.${collection.extension}`))
          .sort();
        return Promise.all(
          files.map(async (file) => {
            const path = `${collection.folder}/${file}`;
            const { data, body } = readFile(path);
            const valid = validate(collection.schema, data, shown(path)) as Record<string, unknown>;
            for (const key of imageKeys) valid[key] = await builtImage(root, path, valid[key] as string);
            return { id: file.slice(0, -collection.extension.length - 1), data: valid as never, body };
          }),
        );
      }
    }
  };
  return {
    readFile,
    // A file that does not match rejects.
    one: async <Name extends SingletonName>(name: Name) => (await read(name))[0]!.data as never,
    all: async <Name extends ManyName>(name: Name) => await read(name),
  };
}
