import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { SitePreview } from "../../common/admin-api";
import { contentChanges, readContentManifest, type ContentChange } from "../../common/content/manifest";
import { buildId, PublishError } from "./build-steps";
import { loadBuild, type LoadedBuild } from "./live-site";

// "Preview" (decision 029): the latest build of what was saved, made as a publish makes it (the
// same steps and checks) but neither compressed nor live, in SITE_BUILDS_DIR/previews, and served
// to staff on the preview host (preview-site.ts). "Publish this" hands that folder to the publisher
// (Publisher.publishPreview), which compresses, commits and swaps it in as it does any build. The
// latest preview only; it lives as long as the process that built it.

/** The folder of SITE_BUILDS_DIR that holds the preview's build. */
export const PREVIEWS = "previews";

export interface PreviewsOptions {
  buildsDir: string;
  contentDir: string;
  /** Builds what is saved now into `dir`, saying each step (the publisher's build, uncompressed). */
  build: (dir: string, step: (words: string) => void) => Promise<void>;
  log?: (message: string) => void;
}

export class Previews {
  #state: SitePreview = { state: "none" };
  #build: LoadedBuild | undefined;
  readonly #dir: string;
  readonly #options: PreviewsOptions;

  constructor(options: PreviewsOptions) {
    this.#options = options;
    this.#dir = join(options.buildsDir, PREVIEWS);
    rmSync(this.#dir, { recursive: true, force: true });
  }

  /** The last preview: building, ready (its build served to staff on the preview host) or failed. */
  get state(): SitePreview {
    return this.#state;
  }

  /** The build of the ready preview, loaded. */
  get build(): LoadedBuild | undefined {
    return this.#build;
  }

  /** Builds what was saved, in the background. Refused while a preview is being built. */
  start(actor: string): void {
    if (this.#state.state === "building")
      throw new PublishError(
        `A preview is already being built (started by ${this.#state.by}): it can be opened once it is ready.`,
      );
    const startedAt = new Date().toISOString();
    const id = buildId(startedAt);
    const step = (words: string) => {
      this.#state = { state: "building", by: actor, startedAt, step: words };
    };
    step("Building the site");
    const dir = join(this.#dir, id);
    void this.#options
      .build(`${dir}.partial`, step)
      .then(
        () => {
          this.drop();
          renameSync(`${dir}.partial`, dir);
          this.#build = loadBuild(id, join(dir, "client"));
          this.#state = { state: "ready", id, by: actor, startedAt, finishedAt: new Date().toISOString() };
        },
        (error: unknown) => {
          const reason = (error instanceof Error ? error.message : String(error)).replace(
            "so nothing was published",
            "so there is nothing to preview",
          );
          this.#state = { state: "failed", by: actor, startedAt, finishedAt: new Date().toISOString(), reason };
        },
      )
      .catch((error: unknown) => this.#options.log?.(`preview not kept: ${String(error)}`));
  }

  /** What was saved since the ready preview `id` was built; refused for any other preview. */
  async savedSince(id: string): Promise<ContentChange[]> {
    const build = this.#build;
    if (this.#state.state !== "ready" || this.#state.id !== id || !build?.content)
      throw new PublishError(
        "This preview is no longer the latest one: open the Website screen to preview or publish what was saved.",
      );
    return contentChanges(build.content, await readContentManifest(this.#options.contentDir));
  }

  /** Moves the preview `id`'s build to `target` (a publish makes it live) and forgets it. */
  takeInto(id: string, target: string): void {
    rmSync(target, { recursive: true, force: true });
    renameSync(join(this.#dir, id), target);
    this.drop();
  }

  /** Forgets the ready preview and deletes its folder (another replaces it, or it was published). */
  drop(): void {
    this.#build = undefined;
    if (this.#state.state === "ready") this.#state = { state: "none" };
    // A preview being built (a .partial folder) is left to finish.
    for (const entry of existsSync(this.#dir) ? readdirSync(this.#dir) : [])
      if (!entry.endsWith(".partial")) rmSync(join(this.#dir, entry), { recursive: true, force: true });
  }
}
