import { getCollection } from "astro:content";
import type { ContentSource } from "./source";

// The content as the build reads it: Astro's content collections (site/content.config.ts), each
// file validated by its schema. The .astro shells hand it to the loaders of ./pages.ts.

export const collectionSource: ContentSource = {
  async one(name) {
    const [entry, ...more] = await getCollection(name);
    if (!entry || more.length > 0) throw new Error(`The collection "${name}" must hold exactly one file`);
    return entry.data as never;
  },
  async all(name) {
    const entries: readonly { id: string; data: unknown; body?: string }[] = await getCollection(name);
    return entries.map((entry) => ({
      id: entry.id,
      data: entry.data as never,
      body: entry.body,
    }));
  },
};
