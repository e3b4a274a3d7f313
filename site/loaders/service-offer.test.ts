import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { offerProblems, serviceOffer } from "../../common/content/service-offer";
import { CONTENT_ROOT, fileSource } from "./read";

// Which services the forms offer is each service's `forms` field: a copy of content/ changed as
// the editor would write it, read as the build reads it (the same schemas, then the checks across
// files that the build runs before any page: site/integration.ts).

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A copy of content/ in which `change` edits a service's file (parsed YAML, as the editor writes it). */
function contentWith(changes: Record<string, ((data: Record<string, unknown>) => unknown) | "remove">) {
  root = mkdtempSync(join(tmpdir(), "service-offer-"));
  cpSync(CONTENT_ROOT, root, { recursive: true });
  for (const [id, change] of Object.entries(changes)) {
    const file = join(root, "services", `${id}.yaml`);
    if (change === "remove") rmSync(file);
    else {
      const source = id.endsWith("-copy") ? join(root, "services", `${id.slice(0, -"-copy".length)}.yaml`) : file;
      writeFileSync(file, stringify(change(parse(readFileSync(source, "utf8")) as Record<string, unknown>)));
    }
  }
  return fileSource(root);
}

/** What the build says of the content: the schema's refusal (file and field), else the checks across files. */
async function refusal(source: ReturnType<typeof fileSource>): Promise<string[]> {
  try {
    return offerProblems(await source.all("services"));
  } catch (error) {
    return [(error as Error).message];
  }
}

const forms = (request: unknown, assessment: unknown) => (data: Record<string, unknown>) => ({
  ...data,
  forms: { request, assessment },
});
const notOffered = { discriminant: "not-offered" };

describe("the services the forms offer", () => {
  it("follow a service added with its forms: the dialog lists it at its place, its assessment has a page", async () => {
    const source = contentWith({
      "agile-copy": forms(
        { discriminant: "offered", value: { name: "Data Strategy", position: 99 } },
        { discriminant: "offered", value: { name: "Data Strategy" } },
      ),
    });
    const files = await source.all("services");
    expect(offerProblems(files)).toEqual([]);
    const offer = serviceOffer(files);
    expect(offer.request.at(-1)).toBe("Data Strategy");
    expect(offer.assessment).toContain("Data Strategy");
    expect(serviceOffer(await fileSource().all("services")).request).not.toContain("Data Strategy");
  });

  it("refuse two services under one name in the request dialog, naming the file and the field", async () => {
    const agile = serviceOffer(await fileSource().all("services")).request[1]!;
    const problems = await refusal(
      contentWith({
        "agile-copy": forms({ discriminant: "offered", value: { name: agile, position: 20 } }, notOffered),
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/services\/agile-copy\.yaml: forms\.request\.name: /);
    expect(problems[0]).toContain("content/services/agile.yaml");
  });

  it("refuse two assessments of one name, and two services at one place in the dialog", async () => {
    const problems = await refusal(
      contentWith({
        "agile-copy": forms(
          { discriminant: "offered", value: { name: "Agile Coaching, remote", position: 2 } },
          { discriminant: "offered", value: { name: "agile coaching" } },
        ),
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems.join("\n")).toMatch(/^content\/services\/agile-copy\.yaml: forms\.request\.position: /m);
    expect(problems.join("\n")).toMatch(/^content\/services\/agile-copy\.yaml: forms\.assessment\.name: /m);
  });

  it("refuse an empty name in the dialog, naming the file and the field", async () => {
    const [problem] = await refusal(
      contentWith({
        "hr-solutions": forms({ discriminant: "offered", value: { name: " ", position: 4 } }, notOffered),
      }),
    );
    expect(problem).toMatch(/services\/hr-solutions\.yaml does not match its schema/);
    expect(problem).toMatch(/^ {2}forms\.request\.name: a name the visitor reads/m);
  });

  it("refuse an assessment offered without what an assessment needs, naming the file and the field", async () => {
    const [problem] = await refusal(
      contentWith({ "hr-solutions": forms(notOffered, { discriminant: "offered", value: {} }) }),
    );
    expect(problem).toMatch(/services\/hr-solutions\.yaml does not match its schema/);
    expect(problem).toMatch(/^ {2}forms\.assessment\.name: /m);
  });

  it("refuse removing a service whose assessment other pages still link to, in words", async () => {
    const problems = await refusal(contentWith({ "it-consulting": "remove" }));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(
        /^content\/services\/[a-z-]+\.yaml: .*actions\.\d+\.service: no service offers the assessment "/,
      );
    expect(problems.some((problem) => problem.startsWith("content/services/software.yaml"))).toBe(true);
  });
});
