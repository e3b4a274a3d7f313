// The shape of every content file under content/ (docs/content.md), written once: the content
// collections validate each file with these at build (site/content.config.ts), the tests read the
// files through them (site/loaders/read.ts), and the firm's editor derives its fields from them.
// Plain zod (the package Astro's `astro/zod` re-exports), nothing of Astro's. By job:
//   ./blocks.ts       texts, ids, paths, pictures, choice(), and the small shapes pages share
//   ./service.ts      a service page (content/services/<slug>.yaml) and its buttons
//   ./lists.ts        the FAQ and the case studies (one file each)
//   ./pages.ts        every page's file (content/pages/<page>.yaml) and the legal pages' front matter
//   ./collections.ts  where each collection's files live, and their schema

export { IMAGE_EXTENSIONS, choice, choiceOf, icon, imageFile, imageFolderOf, type BuiltImage } from "./blocks";
export { action, service, type Action, type ServiceData, type ServiceSectionData } from "./service";
export { CASE_STUDY_CATEGORIES, caseStudy, faq } from "./lists";
export { legal, pageCollections, type PageName } from "./pages";
export { collections, type CollectionName, type Data } from "./collections";
