import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Every variable the server reads at start has a row in README.md's configuration table.

const root = new URL("../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The variables of server/config.ts's environment schema: its top-level keys. */
function configVariables(): string[] {
  const source = read("server/config.ts");
  const schema = source.slice(
    source.indexOf("const envSchema = z.object({"),
    source.indexOf("\n});", source.indexOf("const envSchema")),
  );
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** The first cells of the table under "## Configuration". */
function documentedVariables(): string[] {
  const readme = read("README.md");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1]!.matchAll(/`([A-Z0-9_*]+)`/g)].map((match) => match[1]!));
}

describe("README.md's configuration table", () => {
  it("has a row for every variable of server/config.ts", () => {
    const documented = documentedVariables();
    const covered = (name: string) =>
      documented.some((entry) => (entry.endsWith("*") ? name.startsWith(entry.slice(0, -1)) : entry === name));
    const variables = configVariables();
    expect(variables).toEqual(expect.arrayContaining(["PORT", "WEBHOOK_SECRET", "ACK_EMAILS"]));
    expect(variables.filter((name) => !covered(name))).toEqual([]);
  });
});
