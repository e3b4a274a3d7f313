import { getCollection } from "astro:content";
import type { ContentSource } from "./source";

// The content as the build reads it: Astro's content collections (site/content.config.ts), each
// file validated by its schema. The .astro shells hand it to the loaders of ./pages.ts, which
// type it by the same schemas (./schemas.ts).

interface CollectionEntry {
  id: string;
  data: unknown;
  body?: string;
}
const entriesOf = getCollection as (name: string) => Promise<CollectionEntry[]>;

export const collectionSource: ContentSource = {
  async one(name) {
    const [entry, ...more] = await entriesOf(name);
    if (!entry || more.length > 0) throw new Error(`The collection "${name}" must hold exactly one file`);
    return entry.data as never;
  },
  async all(name) {
    return (await entriesOf(name)).map((entry) => ({ id: entry.id, data: entry.data as never, body: entry.body }));
  },
};
