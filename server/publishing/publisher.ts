import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SiteBuild, SitePreview, SitePublishing } from "../../common/admin-api";
import { contentChanges, readContentManifest, type ContentChange } from "../../common/content/manifest";
import { pack, unpack } from "./build-archive";
import type { BuildStore, StoredBuild } from "./build-store";
import { buildId, PublishError, runStep } from "./build-steps";
import { lockCheckout } from "./checkout-lock";
import { commitContent } from "./content-git";
import { DEPLOYED, deployedContentDir, deployedStamp, keepDeployedContent } from "./deployed-build";
import { siteChange } from "./entries";
import { loadBuild, LiveSite, type LoadedBuild } from "./live-site";
import { Previews } from "./previews";

export { explain, PublishError } from "./build-steps";
export { DEPLOYED } from "./deployed-build";

// "Publish" and "Roll back" (decision 023). A publish builds the public site from CONTENT_DIR
// in a child process (`astro build`, then the budget check, the check that every link leads to a
// page, and the check that no inbox or editor code is on a public page) into a fresh folder of
// SITE_BUILDS_DIR; only when all of it passes is that build loaded and made live (LiveSite.swap).
// One at a time. A failed build changes nothing live; its reason is kept, in words, for the inbox.
// The last KEEP builds are kept with a copy of the content they were built from; "Roll back" makes
// the one before the live one live again and puts its content back. In a git checkout, each publish
// and roll back is a commit authored by the staff member. live.json names the live build, so a
// restart serves the same one. Each build records the content it was made from (content.json): what
// was saved since the live build is listed in the inbox, and the deployed build's content is kept
// too (taken at start while the content folder still matches it), so rolling back to it puts its
// words back as well.
// With several instances on one PostgreSQL (a BuildStore): a publish stores its build in the
// database and makes it live there in one step, one publish at a time across instances; every
// instance follows the live row (sync), fetching and loading a build whole before it serves it, and
// puts that build's content in its own content folder (docs/operations.md, "Several instances").
// "Preview" builds the same way (previews.ts); "Publish this" makes that build live through the
// publish's own last steps (compressed, committed, stored, swapped) when nothing was saved since,
// and otherwise publishes what is saved now, saying what changed.

export const KEEP = 5;

/** What a publish starts from: the previewed build as it is, or what was saved since it (built again). */
export interface Adopted {
  preview?: string;
  savedSincePreview?: ContentChange[];
}

type BuildRecord = StoredBuild;

export interface PublisherOptions {
  /** The deploy's own build (build/client). */
  deployedDir: string;
  buildsDir: string;
  contentDir: string;
  /** The checkout the site is built from (its astro.config.ts, site/, node_modules). */
  sourceDir?: string;
  /** Called with each finished publish or roll back, for the audit log. */
  onEvent?: (event: {
    action: "site-publish" | "site-publish-failed" | "site-rollback";
    actor: string;
    detail: Record<string, unknown>;
  }) => Promise<void>;
  log?: (message: string) => void;
  /** Where builds are shared with the other instances (PostgreSQL); none: this folder alone. */
  store?: BuildStore;
  /**
   * Builds the site into `clientDir` (with pages.json beside it) from `contentDir`; by default
   * `astro build` and the checks. Tests pass a fast one.
   */
  build?: (clientDir: string, contentDir: string) => Promise<void>;
}

/** The words a second publish is refused with, on this instance or another. */
const alreadyRunning = (by: string) =>
  `A publish is already running (started by ${by}): wait for it to finish, then publish again for anything saved since it started.`;

export class Publisher {
  readonly live: LiveSite;
  #running: SitePublishing = { state: "idle" };
  readonly #previews: Previews;
  #options: PublisherOptions;
  #sourceDir: string;
  /** Which deploy the builds were published over: a new deploy serves its own build again. */
  #deployedStamp: string;
  /** The builds the database holds, newest first (with a store), as last read. */
  #stored: BuildRecord[] = [];
  /** Switches of the live build run one after the other (a publish's, a roll back's, a sync's). */
  #queue: Promise<unknown> = Promise.resolve();
  #stopFollowing?: () => Promise<void>;

  constructor(options: PublisherOptions) {
    this.#options = { ...options, buildsDir: resolve(options.buildsDir), contentDir: resolve(options.contentDir) };
    this.#sourceDir = resolve(options.sourceDir ?? process.cwd());
    mkdirSync(this.#options.buildsDir, { recursive: true });
    this.#previews = new Previews({
      buildsDir: this.#options.buildsDir,
      contentDir: this.#options.contentDir,
      build: (dir, step) => this.#buildInto(dir, step, false),
      log: options.log,
    });
    this.#deployedStamp = deployedStamp(resolve(options.deployedDir));
    const liveId = this.#readLiveId();
    let initial;
    try {
      initial = liveId && liveId !== DEPLOYED ? loadBuild(liveId, this.#clientDir(liveId)) : undefined;
    } catch {
      initial = undefined;
    }
    this.live = new LiveSite(initial ?? loadBuild(DEPLOYED, resolve(options.deployedDir)));
    keepDeployedContent({
      buildsDir: this.#options.buildsDir,
      contentDir: this.#options.contentDir,
      deployedDir: options.deployedDir,
      stamp: this.#deployedStamp,
    });
  }

  get status(): SitePublishing {
    return this.#running;
  }

  /** The kept builds, newest first, and which is live. */
  builds(): SiteBuild[] {
    const liveId = this.live.current.id;
    const records = this.#records().map((record) => ({ ...record, live: record.id === liveId }));
    return [...records, { id: DEPLOYED, at: "", by: "", live: liveId === DEPLOYED }];
  }

  /**
   * What was saved and not yet published: the content files that differ from those the live build
   * was made from (undefined for a build that did not record them).
   */
  async unpublished(): Promise<ContentChange[] | undefined> {
    const built = this.live.current.content;
    return built && contentChanges(built, await readContentManifest(this.#options.contentDir));
  }

  /**
   * Starts a publish in the background; rejects with PublishError when one is running, here or
   * (with a store) on another instance.
   */
  async publish(actor: string, from?: Adopted): Promise<void> {
    if (this.#running.state === "running") throw new PublishError(alreadyRunning(this.#running.by));
    const before = this.#running;
    const startedAt = new Date().toISOString();
    this.#running = {
      ...(from?.savedSincePreview ? { savedSincePreview: from.savedSincePreview.map(siteChange) } : {}),
      state: "running",
      by: actor,
      startedAt,
      step: from?.preview ? "Switching to the previewed build" : "Building the site",
    };
    const { store, log } = this.#options;
    let holder;
    try {
      holder = await store?.lock(actor, startedAt);
    } catch (error) {
      this.#running = before;
      throw error;
    }
    if (holder) {
      this.#running = before;
      throw new PublishError(alreadyRunning(holder.by));
    }
    const unlock = () =>
      store?.unlock().catch((error: unknown) => log?.(`publish lock not released: ${String(error)}`));
    void this.#publish(actor, startedAt, from)
      .then(
        async ({ id, commit }) => {
          await unlock();
          this.#running = {
            state: "done",
            by: actor,
            startedAt,
            finishedAt: new Date().toISOString(),
            build: id,
            ...(from?.preview ? { fromPreview: true } : {}),
          };
          await this.#options.onEvent?.({
            action: "site-publish",
            actor,
            detail: { build: id, ...(commit ? { commit } : {}) },
          });
        },
        async (error: unknown) => {
          await unlock();
          this.#running = {
            state: "failed",
            by: actor,
            startedAt,
            finishedAt: new Date().toISOString(),
            reason: error instanceof Error ? error.message : String(error),
          };
          log?.(`publish failed: ${this.#running.reason}`);
          await this.#options.onEvent?.({
            action: "site-publish-failed",
            actor,
            detail: { reason: this.#running.reason },
          });
        },
      )
      .catch((error: unknown) => log?.(`publish not recorded: ${String(error)}`));
  }

  /**
   * With a store: serves the build the database names live (a restart serves it, not the deployed
   * one), then follows it. A new deploy (another deployed build than the one that made the live
   * row) serves its own build, as on one instance, and makes that live for every instance.
   */
  async start(): Promise<void> {
    const { store, log } = this.#options;
    if (!store) return;
    try {
      const row = await store.live();
      if (row && row.build !== DEPLOYED && row.deployed !== this.#deployedStamp)
        await store.setLive(DEPLOYED, this.#deployedStamp);
      await this.sync();
    } catch (error) {
      log?.(`the live build could not be read from the database: ${String(error)}`);
    }
    this.#stopFollowing = store.follow(
      () => void this.sync().catch((error: unknown) => log?.(`the live build could not be followed: ${String(error)}`)),
      (message) => log?.(message),
    );
  }

  async stop(): Promise<void> {
    await this.#stopFollowing?.();
    this.#stopFollowing = undefined;
    await this.#queue;
  }

  /**
   * Serves the build the database names live, when it is not the one served: fetched and unpacked
   * whole, loaded, then swapped in; its content replaces the content folder.
   */
  async sync(): Promise<void> {
    const store = this.#options.store;
    if (!store) return;
    await this.#exclusive(async () => {
      const row = await store.live();
      this.#stored = await store.records();
      if (!row || row.build === this.live.current.id) return;
      let build;
      let snapshot;
      if (row.build === DEPLOYED) {
        build = loadBuild(DEPLOYED, resolve(this.#options.deployedDir));
        snapshot = deployedContentDir(this.#options.buildsDir, this.#deployedStamp);
      } else {
        await this.#fetch(row.build);
        build = loadBuild(row.build, this.#clientDir(row.build));
        snapshot = join(this.#options.buildsDir, row.build, "content");
      }
      if (existsSync(snapshot)) this.#putContent(snapshot);
      this.#makeLive(build);
      this.#prune();
      this.#options.log?.(`serving build ${row.build}, made live on another instance`);
    });
  }

  /** Unpacks a stored build into its folder, unless it is there already. */
  async #fetch(id: string) {
    const dir = join(this.#options.buildsDir, id);
    if (existsSync(join(dir, "build.json"))) return;
    const archive = await this.#options.store?.archive(id);
    if (!archive) throw new PublishError(`The build of ${id} is no longer stored: publish again.`);
    await unpack(archive, dir);
  }

  #putContent(snapshot: string) {
    rmSync(this.#options.contentDir, { recursive: true, force: true });
    cpSync(snapshot, this.#options.contentDir, { recursive: true });
  }

  #exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Waits for the running publish (tests, the benchmark). */
  async settled(): Promise<SitePublishing> {
    while (this.#running.state === "running") await new Promise((done) => setTimeout(done, 50));
    return this.#running;
  }

  /**
   * Builds the content as it is now into `dir` (client/, pages.json, and content/: the copy it was
   * built from, kept with the build). Removed again when the build fails.
   */
  async #buildInto(dir: string, step: (words: string) => void, compress = true): Promise<void> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // The content as it is now, built and kept with the build: saves during the build wait for
    // the next publish. The copy the build reads is inside the checkout (build/.publishing), where
    // a Markdoc file's imports resolve against its node_modules.
    // Always the same path: Astro's content cache remembers files by path between builds.
    const snapshot = join(this.#sourceDir, "build", ".publishing", "content");
    // Astro builds in the checkout's .astro folder: one build of a checkout at a time, whichever
    // server (or test) started it.
    const unlock = await lockCheckout(this.#sourceDir, () => step("Waiting for another build of this checkout"));
    try {
      step("Building the site");
      rmSync(snapshot, { recursive: true, force: true });
      cpSync(this.#options.contentDir, snapshot, { recursive: true });
      cpSync(snapshot, join(dir, "content"), { recursive: true });
      if (this.#options.build) await this.#options.build(join(dir, "client"), snapshot);
      else await this.#buildSite(dir, snapshot, step, compress);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(snapshot, { recursive: true, force: true });
      // Already released only if the lock was compromised (see lockCheckout).
      await unlock().catch(() => {});
    }
  }

  async #publish(actor: string, startedAt: string, from?: Adopted): Promise<{ id: string; commit?: string }> {
    const id = buildId(startedAt);
    const partial = join(this.#options.buildsDir, `${id}.partial`);
    const step = (words: string) => {
      this.#running = {
        ...(from?.savedSincePreview ? { savedSincePreview: from.savedSincePreview.map(siteChange) } : {}),
        state: "running",
        by: actor,
        startedAt,
        step: words,
      };
    };
    if (from?.preview) {
      // "Publish this": the previewed build itself, nothing saved since it was made.
      this.#previews.takeInto(from.preview, partial);
    } else await this.#buildInto(partial, step);
    try {
      if (from?.preview && !this.#options.build) {
        step("Compressing the pages");
        await runStep(
          this.#sourceDir,
          "check",
          [
            join(this.#sourceDir, "node_modules/tsx/dist/cli.mjs"),
            "build-steps/precompress.ts",
            join(partial, "client"),
            this.live.current.clientDir,
          ],
          {},
        );
      }
      step("Switching to the new build");
      const commit = await this.#commit(actor, "Publish the site");
      const record: BuildRecord = { id, at: startedAt, by: actor, ...(commit ? { commit } : {}) };
      writeFileSync(join(partial, "build.json"), `${JSON.stringify(record)}\n`);
      const final = join(this.#options.buildsDir, id);
      await this.#exclusive(async () => {
        // Stored whole (with a store) in the step that makes it live everywhere.
        const archive = this.#options.store ? await pack(partial) : undefined;
        renameSync(partial, final);
        const build = loadBuild(id, join(final, "client"));
        if (archive) {
          try {
            await this.#options.store!.publish(record, archive, this.#deployedStamp, KEEP);
          } catch (error) {
            rmSync(final, { recursive: true, force: true });
            throw error;
          }
          this.#stored = await this.#options.store!.records();
        }
        this.#makeLive(build);
        this.#prune();
      });
      return { id, ...(commit ? { commit } : {}) };
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * `astro build` and the checks, in child processes; the three checks side by side. The live
   * build's compressed files are reused for every file the new build has unchanged. Without
   * `compress` (a preview, served to staff uncompressed), nothing is compressed: "Publish this"
   * does it (#compress).
   */
  async #buildSite(dir: string, snapshot: string, step: (words: string) => void, compress: boolean) {
    await runStep(this.#sourceDir, "astro", [join(this.#sourceDir, "node_modules/astro/bin/astro.mjs"), "build"], {
      SITE_OUT_DIR: join(dir, "client"),
      CONTENT_DIR: snapshot,
      ...(compress ? { SITE_PRECOMPRESS_FROM: this.live.current.clientDir } : { SITE_PRECOMPRESS: "false" }),
    });
    step("Checking the pages (budgets, links, no inbox or editor code)");
    const tsx = join(this.#sourceDir, "node_modules/tsx/dist/cli.mjs");
    const checks = ["check-budgets.ts", "check-links.ts", "check-inbox-apart.ts"];
    const results = await Promise.allSettled(
      checks.map((check) =>
        runStep(
          this.#sourceDir,
          "check",
          [tsx, `build-steps/${check}`, join(dir, "client")],
          compress ? {} : { SITE_PRECOMPRESS: "false" },
        ),
      ),
    );
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** The last preview: building, ready (its build served to staff on the preview host) or failed. */
  get preview(): SitePreview {
    return this.#previews.state;
  }

  /** The build of the ready preview, loaded. */
  get previewBuild(): LoadedBuild | undefined {
    return this.#previews.build;
  }

  /**
   * "Preview": builds what was saved, as a publish does (the same steps and checks), without
   * making it live; started in the background (previews.ts). Rejects while a preview is being built.
   */
  async startPreview(actor: string): Promise<void> {
    this.#previews.start(actor);
  }

  /**
   * "Publish this": makes the previewed build live as it is when nothing was saved since it was
   * built; otherwise publishes (builds again) and returns what was saved since. Started in the
   * background, as a publish.
   */
  async publishPreview(actor: string, id: string): Promise<{ savedSincePreview: ContentChange[] }> {
    const savedSincePreview = await this.#previews.savedSince(id);
    await this.publish(actor, savedSincePreview.length > 0 ? { savedSincePreview } : { preview: id });
    return { savedSincePreview };
  }

  /** Makes the build before the live one live again, and puts its content back. */
  async rollBack(actor: string): Promise<SiteBuild> {
    const running = () => new PublishError("A publish is running: roll back once it has finished.");
    if (this.#running.state === "running") throw running();
    const store = this.#options.store;
    if (store) {
      if (await store.held()) throw running();
      await this.sync();
      return this.#exclusive(() => this.#rollBack(actor));
    }
    return this.#rollBack(actor);
  }

  async #rollBack(actor: string): Promise<SiteBuild> {
    const store = this.#options.store;
    const liveId = this.live.current.id;
    const ids = [...this.#records().map((record) => record.id), DEPLOYED];
    const index = ids.indexOf(liveId);
    const previous = index >= 0 ? ids[index + 1] : undefined;
    if (!previous) throw new PublishError("There is no earlier build to go back to.");
    if (previous !== DEPLOYED) await this.#fetch(previous);
    const build = loadBuild(
      previous,
      previous === DEPLOYED ? resolve(this.#options.deployedDir) : this.#clientDir(previous),
    );
    const snapshot =
      previous === DEPLOYED
        ? deployedContentDir(this.#options.buildsDir, this.#deployedStamp)
        : join(this.#options.buildsDir, previous, "content");
    let commit: string | undefined;
    await store?.setLive(previous, this.#deployedStamp);
    if (existsSync(snapshot)) {
      this.#putContent(snapshot);
      commit = await this.#commit(
        actor,
        previous === DEPLOYED
          ? "Roll the site back to the build deployed with the server"
          : `Roll the site back to the build of ${previous}`,
      );
    }
    this.#makeLive(build);
    await this.#options.onEvent?.({
      action: "site-rollback",
      actor,
      detail: { from: liveId, to: previous, ...(commit ? { commit } : {}) },
    });
    return {
      ...(this.#records().find((record) => record.id === previous) ?? { id: DEPLOYED, at: "", by: "" }),
      live: true,
    };
  }

  #makeLive(build: ReturnType<typeof loadBuild>) {
    this.live.swap(build);
    writeFileSync(
      join(this.#options.buildsDir, "live.json"),
      `${JSON.stringify({ id: build.id, deployed: this.#deployedStamp })}\n`,
    );
  }

  #readLiveId(): string | undefined {
    try {
      const live = JSON.parse(readFileSync(join(this.#options.buildsDir, "live.json"), "utf8")) as {
        id: string;
        deployed: string;
      };
      return live.deployed === this.#deployedStamp ? live.id : undefined;
    } catch {
      return undefined;
    }
  }

  #clientDir(id: string) {
    return join(this.#options.buildsDir, id, "client");
  }

  /** Finished builds, newest first. */
  #records(): BuildRecord[] {
    if (this.#options.store) return this.#stored;
    return readdirSync(this.#options.buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(this.#options.buildsDir, entry.name, "build.json")))
      .map(
        (entry) =>
          JSON.parse(readFileSync(join(this.#options.buildsDir, entry.name, "build.json"), "utf8")) as BuildRecord,
      )
      .sort((a, b) => b.id.localeCompare(a.id));
  }

  /** Keeps the newest KEEP builds (and always the live one). */
  #prune() {
    const liveId = this.live.current.id;
    if (this.#options.store) {
      // The database keeps the newest KEEP: a build it dropped is dropped here too.
      const stored = new Set(this.#stored.map((record) => record.id));
      for (const entry of readdirSync(this.#options.buildsDir, { withFileTypes: true }))
        if (
          entry.isDirectory() &&
          entry.name !== liveId &&
          !stored.has(entry.name) &&
          existsSync(join(this.#options.buildsDir, entry.name, "build.json"))
        )
          rmSync(join(this.#options.buildsDir, entry.name), { recursive: true, force: true });
      return;
    }
    for (const record of this.#records().slice(KEEP))
      if (record.id !== liveId) rmSync(join(this.#options.buildsDir, record.id), { recursive: true, force: true });
  }

  /** A commit of the content folder as the staff member, when it is in a git checkout. */
  #commit(actor: string, message: string): Promise<string | undefined> {
    return commitContent(this.#options.contentDir, actor, message);
  }
}
