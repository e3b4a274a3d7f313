import type { z } from "zod";
import { settingsSchema } from "../../settings";
import type { BuiltImage } from "./blocks";
import { caseStudyList, faqList } from "./lists";
import { legal, pageCollections } from "./pages";
import { service, serviceWith, type ServiceData } from "./service";

/**
 * Where each collection's files live under content/, and their schema: read by the content
 * collections (site/content.config.ts), the tests (site/loaders/read.ts) and the editor.
 */
export const collections = {
  /** One file: the firm's identity and contacts. */
  settings: { kind: "singleton", file: "settings.yaml", schema: settingsSchema },
  /** One file per service page; the file name is the page's path. */
  services: {
    kind: "files",
    folder: "services",
    extension: "yaml",
    schema: service,
    /** The schema the build uses: the picture read by Astro's image() (site/content.config.ts). */
    withImages: (image: () => z.ZodType<BuiltImage>) => serviceWith(image()),
  },
  /** Lists in one file each, in the order the pages show them. */
  faq: { kind: "singleton", file: "faq.yaml", schema: faqList },
  caseStudies: { kind: "singleton", file: "case-study-list.yaml", schema: caseStudyList },
  /** One Markdoc file per legal page. */
  legal: { kind: "files", folder: "legal", extension: "mdoc", schema: legal },
  ...pageCollections,
} as const;

export type CollectionName = keyof typeof collections;
/** A collection's file as the loaders see it (a service's picture built). */
export type Data<Name extends CollectionName> = Name extends "services"
  ? ServiceData
  : z.output<(typeof collections)[Name]["schema"]>;
