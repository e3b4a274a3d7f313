import { z } from "zod";
import { iconNames } from "../icon-names";
import { PLACEHOLDERS, unknownPlaceholders } from "../placeholders";

// The building blocks of every content file's shape (./index.ts): texts, ids, paths, pictures, a
// choice between kinds, and the small shapes pages share (a heading, a step, a call to action).
// Plain zod (the package Astro's `astro/zod` re-exports), nothing of Astro's.

/** A text; `{name}` placeholders (./placeholders.ts) must be known ones. */
export const text = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    for (const name of unknownPlaceholders(value))
      ctx.addIssue({
        code: "custom",
        message: `unknown placeholder {${name}}: the known ones are ${PLACEHOLDERS.map((known) => `{${known}}`).join(", ")}`,
      });
  });

/** A text shown as a card's or a page's short summary. */
export const short = (max: number) => text.refine((value) => value.length <= max, `at most ${max} characters`);

/** An id: a section's anchor, an accordion entry, a tab. */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lowercase letters, digits and dashes (e.g. hr-solutions)");

/** A path of this site, e.g. /contact. */
export const path = z.string().regex(/^\/[a-z0-9\-/]*$/, "a path of this site, starting with / (e.g. /contact)");

/** The kinds of picture a content file may name (what browsers show and Astro reads the size of). */
export const IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;

/**
 * A picture beside the content, in content/images/<folder>/<entry>/: its path from the file that
 * names it, as the editor writes it (e.g. ../images/services/agile/image.svg). The site's build
 * reads it with Astro's image() instead (site/content.config.ts): its built URL, width and height;
 * the editor makes it an image upload (common/content/fields-from-zod.ts, from the `image` metadata).
 */
export const imageFile = (folder: string) =>
  z
    .string()
    .regex(
      new RegExp(`^\\.\\./images/${folder}/[^/]+/[^/]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i"),
      `a picture in content/images/${folder}/ (${IMAGE_EXTENSIONS.join(", ")})`,
    )
    .meta({ image: { folder } });

/** The folder of content/images/ an image field's pictures go in, or undefined for another field. */
export function imageFolderOf(schema: z.ZodType): string | undefined {
  const meta = schema.meta() as { image?: { folder: string } } | undefined;
  return meta?.image?.folder;
}

/**
 * A choice between kinds of one thing (a button by where it leads, a section by its kind), each
 * with its own fields. A file holds it as the editor's conditional field writes it,
 * `{ discriminant: steps, value: { title: …, steps: […] } }`, so that the editor shows only the
 * chosen kind's fields; the site reads it flat, `{ kind: steps, title: …, steps: […] }`, checked
 * by the discriminated union of the kinds.
 */
export function choice<const Key extends string, const Kinds extends readonly [z.ZodObject, ...z.ZodObject[]]>(
  key: Key,
  kinds: Kinds,
) {
  const values = kinds.map((kind) => String((kind.shape[key] as z.ZodLiteral).value)) as [string, ...string[]];
  return z
    .object({ discriminant: z.enum(values), value: z.record(z.string(), z.unknown()).default({}) })
    .strict()
    .transform(({ discriminant, value }) => ({ ...value, [key]: discriminant }))
    .pipe(z.discriminatedUnion(key, kinds))
    .meta({ choice: { key, kinds, values } });
}

/** The key and the kinds of a choice(), or undefined for another schema. */
export function choiceOf(schema: z.ZodType): Choice | undefined {
  const meta = schema.meta() as { choice?: Choice } | undefined;
  return meta?.choice;
}

interface Choice {
  key: string;
  kinds: readonly z.ZodObject<Record<string, z.ZodType>>[];
  /** Each kind's value of the key, in the kinds' order. */
  values: readonly string[];
}

/** A picture as the site's build hands it over: its built URL and its size. */
export interface BuiltImage {
  src: string;
  width: number;
  height: number;
}

export const icon = z.enum(iconNames, { message: `an icon of common/content/icon-names.ts: ${iconNames.join(", ")}` });

/** Title and description of a page in search results and link previews. */
export const meta = z.object({ title: text, description: short(160) });

export const hero = z.object({ title: text, intro: text });

/** The heading block of a section: eyebrow, h2 and one or more paragraphs. */
export const heading = z.object({ eyebrow: text.optional(), title: text, intro: text.optional() });

export const stat = z.object({ value: text, label: text });

export const feature = z.object({
  title: text,
  description: text,
  icon: icon.optional(),
  benefits: z.array(text).optional(),
});

export const step = z.object({
  step: z.number().int().positive(),
  title: text,
  description: text,
  duration: text.optional().describe("e.g. 1-2 weeks, Week 3, ongoing; or leave empty."),
});

export const cta = z.object({ title: text, text: text, primary: text });
export const ctaWithSecondary = cta.extend({ secondary: text });

export const link = z.object({ label: text, href: path });

/** A list in the order the page shows it, each entry with an id of its own. */
export const list = <Entry extends z.ZodObject<{ id: typeof id }>>(entry: Entry) =>
  z
    .array(entry)
    .min(1)
    .superRefine((entries, ctx) => {
      const ids = entries.map((item) => item.id);
      ids.forEach((entryId, index) => {
        if (ids.indexOf(entryId) !== index)
          ctx.addIssue({ code: "custom", path: [index, "id"], message: `the id "${entryId}" is used twice` });
      });
    });
