import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { collections as table, type CollectionName } from "../common/content/schemas";

// The content collections: every file under content/ (docs/content.md) validated at build by its
// schema (common/content/schemas/); a file that does not match fails the build, naming the file,
// the field and the reason.

// CONTENT_DIR: the folder "Publish" builds from (server/publishing/publisher.ts), content/ otherwise.
const ROOT = process.env.CONTENT_DIR ?? "./content";

function collection<Name extends CollectionName>(name: Name) {
  const entry = table[name];
  switch (entry.kind) {
    case "singleton":
      return defineCollection({ loader: glob({ pattern: entry.file, base: ROOT }), schema: entry.schema });
    case "files": {
      const loader = glob({ pattern: `*.${entry.extension}`, base: `${ROOT}/${entry.folder}` });
      // A file naming a picture: Astro reads it (its size) and puts it in the build, hashed.
      if ("withImages" in entry) return defineCollection({ loader, schema: ({ image }) => entry.withImages(image) });
      return defineCollection({ loader, schema: entry.schema });
    }
  }
}

export const collections = Object.fromEntries(
  (Object.keys(table) as CollectionName[]).map((name) => [name, collection(name)]),
) as { [Name in CollectionName]: ReturnType<typeof collection<Name>> };
