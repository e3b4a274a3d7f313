import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pagePolicy } from "../../common/csp";
import { CONTENT_MANIFEST_FILE, contentManifest } from "../../common/content/manifest";
import { DEPLOYED, Publisher, PublishError } from "./publisher";

// Roll back and restart, on small builds made here (publishing itself, `astro build` and its
// checks, is exercised end to end in tests/e2e/editor.spec.ts and by bench:publish): the build
// before the live one becomes live with its content, then the deployed one, then there is none;
// a restart serves the build live.json names, unless the server was redeployed.

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A build whose home page says `headline`: client/ and pages.json in `dir`. */
function writeBuild(dir: string, headline: string) {
  const client = join(dir, "client");
  mkdirSync(join(client, "404"), { recursive: true });
  writeFileSync(join(client, "index.html"), `<!DOCTYPE html><h1>${headline}</h1>`);
  writeFileSync(join(client, "404", "index.html"), "<!DOCTYPE html><h1>Not found</h1>");
  const record = (url: string, file: string) => ({
    url,
    file,
    headers: { "content-security-policy": pagePolicy({ scripts: [], styles: [] }) },
    scripts: [],
  });
  writeFileSync(
    join(dir, "pages.json"),
    JSON.stringify({ "/": record("/", "index.html"), "/404": record("/404", "404/index.html") }),
  );
  return client;
}

function setUp() {
  root = mkdtempSync(join(tmpdir(), "publisher-"));
  const deployedDir = writeBuild(join(root, "build"), "Deployed");
  const buildsDir = join(root, "sites");
  const contentDir = join(root, "checkout", "content");
  mkdirSync(contentDir, { recursive: true });
  writeFileSync(join(contentDir, "home.yaml"), "title: Second\n");
  for (const [id, headline] of [
    ["2026-11-01T10-00-00-000Z", "First"],
    ["2026-11-02T10-00-00-000Z", "Second"],
  ] as const) {
    writeBuild(join(buildsDir, id), headline);
    mkdirSync(join(buildsDir, id, "content"), { recursive: true });
    writeFileSync(join(buildsDir, id, "content", "home.yaml"), `title: ${headline}\n`);
    writeFileSync(join(buildsDir, id, "build.json"), JSON.stringify({ id, at: id, by: "a@example.com" }));
    writeFileSync(
      join(buildsDir, id, CONTENT_MANIFEST_FILE),
      JSON.stringify(contentManifest(join(buildsDir, id, "content"))),
    );
  }
  const stamp = createHash("sha256")
    .update(readFileSync(join(root, "build", "pages.json")))
    .digest("hex")
    .slice(0, 16);
  writeFileSync(join(buildsDir, "live.json"), JSON.stringify({ id: "2026-11-02T10-00-00-000Z", deployed: stamp }));
  const make = () => new Publisher({ deployedDir, buildsDir, contentDir });
  return { make, contentDir, buildsDir, deployedDir, root };
}

const headline = (publisher: Publisher) => publisher.live.current.pages.get("/")!.body.toString("utf8");

describe("roll back", () => {
  it("goes to the build before, with its content, then to the deployed one, then refuses", async () => {
    const { make, contentDir } = setUp();
    const publisher = make();
    expect(headline(publisher)).toContain("Second");

    await publisher.rollBack("b@example.com");
    expect(headline(publisher)).toContain("First");
    expect(readFileSync(join(contentDir, "home.yaml"), "utf8")).toBe("title: First\n");
    expect(publisher.builds().find((build) => build.live)?.id).toBe("2026-11-01T10-00-00-000Z");

    // A restart serves the same build.
    expect(headline(make())).toContain("First");

    await publisher.rollBack("b@example.com");
    expect(headline(publisher)).toContain("Deployed");
    expect(publisher.builds().find((build) => build.live)?.id).toBe(DEPLOYED);
    await expect(publisher.rollBack("b@example.com")).rejects.toThrow(PublishError);
  });

  it("to the deployed build: its words are put back too, as they were when the server first served it", async () => {
    const { make, contentDir, buildsDir, deployedDir } = setUp();
    const live = readFileSync(join(buildsDir, "live.json"));
    // First start, before anything was published: the content is the deployed build's.
    writeFileSync(join(contentDir, "home.yaml"), "title: Deployed\n");
    writeFileSync(join(deployedDir, "..", CONTENT_MANIFEST_FILE), JSON.stringify(contentManifest(contentDir)));
    rmSync(join(buildsDir, "live.json"));
    expect(await make().unpublished()).toEqual([]);
    // Later, two publishes on: the second is live with its content.
    writeFileSync(join(buildsDir, "live.json"), live);
    writeFileSync(join(contentDir, "home.yaml"), "title: Second\n");
    const publisher = make();
    await publisher.rollBack("b@example.com");
    await publisher.rollBack("b@example.com");
    expect(headline(publisher)).toContain("Deployed");
    expect(readFileSync(join(contentDir, "home.yaml"), "utf8")).toBe("title: Deployed\n");
    expect(await publisher.unpublished()).toEqual([]);
  });

  it("a redeployed server serves its own build, not the one published over the old deploy", () => {
    const { make, root: dir } = setUp();
    writeBuild(join(dir, "build"), "Redeployed with new pages");
    writeFileSync(join(dir, "build", "pages.json"), readFileSync(join(dir, "build", "pages.json"), "utf8") + " ");
    expect(headline(make())).toContain("Redeployed");
  });
});

describe("saved, not yet published", () => {
  it("lists the content files that differ from those the live build was made from", async () => {
    const { make, contentDir } = setUp();
    const publisher = make();
    expect(await publisher.unpublished()).toEqual([]);

    // A change of the same size, and back: read again each time.
    writeFileSync(join(contentDir, "home.yaml"), "title: Secund\n");
    expect(await publisher.unpublished()).toEqual([{ file: "home.yaml", change: "changed" }]);
    writeFileSync(join(contentDir, "home.yaml"), "title: Second\n");
    expect(await publisher.unpublished()).toEqual([]);

    writeFileSync(join(contentDir, "home.yaml"), "title: Third\n");
    mkdirSync(join(contentDir, "services"));
    writeFileSync(join(contentDir, "services", "audits.yaml"), "title: Audits\n");
    expect(await publisher.unpublished()).toEqual([
      { file: "home.yaml", change: "changed" },
      { file: "services/audits.yaml", change: "added" },
    ]);
    rmSync(join(contentDir, "home.yaml"));
    expect(await publisher.unpublished()).toContainEqual({ file: "home.yaml", change: "removed" });

    // Rolling back puts the content of the build before back: nothing is unpublished.
    await publisher.rollBack("b@example.com");
    expect(await publisher.unpublished()).toEqual([]);
    // The deployed build here recorded no content: unknown, not "nothing".
    await publisher.rollBack("b@example.com");
    expect(await publisher.unpublished()).toBeUndefined();
  });
});

describe("a failed publish", () => {
  it("is in the audit log: who, and the reason in words; nothing live changes", async () => {
    const { deployedDir, buildsDir, contentDir, root: dir } = setUp();
    const events: { action: string; actor: string; detail: Record<string, unknown> }[] = [];
    // A checkout without Astro: the build fails.
    const sourceDir = join(dir, "checkout");
    const publisher = new Publisher({
      deployedDir,
      buildsDir,
      contentDir,
      sourceDir,
      onEvent: async (event) => void events.push(event),
    });
    await publisher.publish("c@example.com");
    const finished = await publisher.settled();
    expect(finished.state).toBe("failed");
    expect(headline(publisher)).toContain("Second");
    expect(events).toEqual([
      {
        action: "site-publish-failed",
        actor: "c@example.com",
        detail: { reason: (finished as { reason: string }).reason },
      },
    ]);
    expect((finished as { reason: string }).reason).toMatch(/^The site could not be built, so nothing was published/);
  });
});
