import { config } from "@keystatic/core";
import { keystaticConfig as content } from "../common/content/editor-config";
import { pageCollections, type PageName } from "../common/content/schemas";

// The editor's UI: the content the server's editor API reads and writes
// (common/content/editor-config.ts), and how the UI shows it (its name, its navigation).

export const keystaticConfig = config({
  ...content,
  ui: {
    brand: { name: "Edit the site" },
    navigation: {
      Site: ["settings", ...(Object.keys(pageCollections) as PageName[])],
      Services: ["services", "faq", "caseStudies"],
      Legal: ["legal"],
    },
  },
});

export default keystaticConfig;
