import { collection, config, fields, singleton } from "@keystatic/core";
import { collections, pageCollections, type PageName } from "./schemas";
import { fieldsFromZod } from "./fields-from-zod";

// The firm's editor's content (Keystatic, local storage: it writes the files under content/ of the
// server's checkout): what the server's editor API reads and writes, and what the editor's UI
// (editor/keystatic.config.ts) shows. Every collection of ./schemas.ts is here, its fields derived
// from its schema (./fields-from-zod.ts). Paths are relative to the folder holding content/: the API's
// localBaseDirectory (server/publishing/editor-api.ts). GitHub mode: docs/operations.md.

const PAGE_LABELS: Record<PageName, string> = {
  home: "Home page",
  about: "About page",
  servicesPage: "Services page",
  caseStudiesPage: "Case studies page",
  founders: "Founders page",
  contact: "Contact page",
  contactSection: "Contact section (home and contact)",
  bookConsultation: "Book a consultation page",
  notFound: "Page not found",
  assessment: "Assessment page",
  outcomes: "Form outcome pages",
  navigation: "Navigation and footer links",
};

const pageSingletons = Object.fromEntries(
  (Object.keys(pageCollections) as PageName[]).map((name) => [
    name,
    singleton({
      label: PAGE_LABELS[name],
      path: `content/${pageCollections[name].file.replace(/\.yaml$/, "")}`,
      format: { data: "yaml" },
      schema: fieldsFromZod(pageCollections[name].schema),
    }),
  ]),
) as Record<PageName, ReturnType<typeof singleton>>;

const { title: _serviceTitle, ...serviceFields } = fieldsFromZod(collections.services.schema);
const { title: _legalTitle, ...legalFields } = fieldsFromZod(collections.legal.schema);

export const keystaticConfig = config({
  storage: { kind: "local" },
  singletons: {
    settings: singleton({
      label: "Site settings (name, contacts, scheduling, social links, founders)",
      path: "content/settings",
      format: { data: "yaml" },
      schema: fieldsFromZod(collections.settings.schema),
    }),
    faq: singleton({
      label: "Frequently asked questions",
      path: "content/faq",
      format: { data: "yaml" },
      schema: fieldsFromZod(collections.faq.schema),
    }),
    caseStudies: singleton({
      label: "Case studies",
      path: "content/case-study-list",
      format: { data: "yaml" },
      schema: fieldsFromZod(collections.caseStudies.schema),
    }),
    ...pageSingletons,
  },
  collections: {
    services: collection({
      label: "Service pages",
      path: "content/services/*",
      slugField: "title",
      format: { data: "yaml" },
      columns: ["title"],
      schema: {
        // The file name is the page's path (/it-consulting): made from the title when a service is added.
        title: fields.slug({ name: { label: "Title", validation: { isRequired: true } } }),
        ...serviceFields,
      },
    }),
    legal: collection({
      label: "Legal pages",
      path: "content/legal/*",
      slugField: "title",
      format: { contentField: "body" },
      schema: {
        title: fields.slug({ name: { label: "Title", validation: { isRequired: true } } }),
        ...legalFields,
        body: fields.markdoc({
          label: "Text",
          extension: "mdoc",
          // Each heading's id ({% #retention %}) is its anchor: the page's table of contents and
          // links from other pages (/privacy-policy#counting) point at it.
          options: {
            heading: {
              levels: [2, 3],
              schema: {
                id: fields.text({
                  label: "Anchor",
                  description: "Links to this heading end in #anchor: lowercase letters, digits and dashes.",
                }),
              },
            },
            image: false,
            table: false,
            codeBlock: false,
          },
        }),
      },
    }),
  },
});

export default keystaticConfig;
