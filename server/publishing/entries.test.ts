import { describe, expect, it } from "vitest";
import { siteChange } from "./entries";

// The inbox names what was saved as the editor does, and links to it there.

describe("a content file, named as the editor names it", () => {
  it("a page or the settings: its label and the editor's page for it", () => {
    expect(siteChange({ file: "pages/home.yaml", change: "changed" })).toEqual({
      file: "pages/home.yaml",
      change: "changed",
      entry: "Home page",
      href: "/keystatic/singleton/home",
    });
    expect(siteChange({ file: "settings.yaml", change: "changed" }).entry).toMatch(/^Site settings/);
    expect(siteChange({ file: "faq.yaml", change: "changed" }).href).toBe("/keystatic/singleton/faq");
  });

  it("a service or a legal page, and a service's picture: the collection and the entry", () => {
    expect(siteChange({ file: "services/agile.yaml", change: "changed" })).toMatchObject({
      entry: "Service pages: agile",
      href: "/keystatic/collection/services/item/agile",
    });
    expect(siteChange({ file: "images/services/audits/image.png", change: "added" })).toMatchObject({
      entry: "Service pages: audits (picture)",
      href: "/keystatic/collection/services/item/audits",
    });
    expect(siteChange({ file: "legal/privacy-policy.mdoc", change: "changed" })).toMatchObject({
      entry: "Legal pages: privacy-policy",
      href: "/keystatic/collection/legal/item/privacy-policy",
    });
  });

  it("a deleted entry has no page in the editor; a file the editor does not know is named by its path", () => {
    expect(siteChange({ file: "services/old.yaml", change: "removed" })).toEqual({
      file: "services/old.yaml",
      change: "removed",
      entry: "Service pages: old",
    });
    expect(siteChange({ file: "notes.txt", change: "added" }).entry).toBe("notes.txt");
  });
});
