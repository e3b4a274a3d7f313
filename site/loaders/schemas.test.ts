import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_ROOT, fileSource } from "./read";
import { collections, type CollectionName } from "../../common/content/schemas";

// Every content file is validated by its schema: at build by the content collections
// (site/content.config.ts), here by the same schemas read directly (./read.ts).

describe("content schemas", () => {
  it.each(Object.keys(collections) as CollectionName[])("content/: the %s files match their schema", async (name) => {
    const source = fileSource();
    const collection = collections[name];
    if (collection.kind === "singleton") await expect(source.one(name as never)).resolves.toBeDefined();
    else expect((await source.all(name as never)).length).toBeGreaterThan(0);
  });

  const problems = (fixture: string) =>
    fileSource(join(import.meta.dirname, "fixtures", fixture))
      .all("services")
      .then(
        () => "",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );

  it("names the file, the field and the reason for each mistake in a broken file", async () => {
    const message = await problems("broken");
    expect(message).toContain("site/loaders/fixtures/broken/services/broken.yaml does not match its schema");
    expect(message).toMatch(/^ {2}icon: an icon of common\/content\/icon-names\.ts: .*briefcase/m);
    expect(message).toMatch(/^ {2}image: a picture in content\/images\/services\/ \(svg, png/m);
    expect(message).toMatch(/^ {2}imageAlt: /m);
    expect(message).toMatch(
      /^ {2}description: unknown placeholder \{consultationMinute\}: the known ones are .*\{consultationMinutes\}/m,
    );
  });

  it("refuses a button that leads to a section the page does not have", async () => {
    const message = await problems("broken-link");
    expect(message).toContain("site/loaders/fixtures/broken-link/services/broken.yaml does not match its schema");
    expect(message).toMatch(/^ {2}hero\.actions\.0\.section: no section of this page has the id "solutions"/m);
  });

  it.each([
    ["social.0.url", "data:text/html,<script>alert(1)</script>"],
    ["social.0.url", "javascript:alert(1)"],
    ["social.0.url", "http://www.linkedin.com/company/example"],
    ["schedulingUrl", "javascript:alert(1)"],
  ])("refuses a settings file whose %s is %s, naming the file and the field", async (field, url) => {
    const root = mkdtempSync(join(tmpdir(), "content-"));
    try {
      cpSync(CONTENT_ROOT, root, { recursive: true });
      const file = join(root, "settings.yaml");
      const settings = readFileSync(file, "utf8");
      const key = field === "schedulingUrl" ? /^schedulingUrl: .*$/m : /^(\s*url:) https:\/\/www\.linkedin\.com\/.*$/m;
      expect(settings).toMatch(key);
      writeFileSync(
        file,
        settings.replace(key, (line) => `${line.slice(0, line.indexOf(":") + 1)} ${JSON.stringify(url)}`),
      );
      const message = await fileSource(root)
        .one("settings")
        .then(
          () => "",
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
      expect(message).toContain("settings.yaml does not match its schema");
      expect(message).toMatch(new RegExp(`^ {2}${field.replace(/\./g, "\\.")}: .*https://`, "m"));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
