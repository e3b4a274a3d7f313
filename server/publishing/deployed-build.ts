import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  CONTENT_MANIFEST_FILE,
  contentChanges,
  contentManifest,
  type ContentManifest,
} from "../../common/content/manifest";

/** The build the server was deployed with (build/client): always there, never deleted. */
export const DEPLOYED = "deployed";

/** The deployed build's identity: a hash of its page list (with each page's policy hashes). */
export function deployedStamp(deployedDir: string): string {
  try {
    return createHash("sha256")
      .update(readFileSync(join(deployedDir, "..", "pages.json")))
      .digest("hex")
      .slice(0, 16);
  } catch {
    return "";
  }
}

/** Where the content the deployed build was made from is kept (see keepDeployedContent). */
export const deployedContentDir = (buildsDir: string, stamp: string) =>
  join(buildsDir, `${DEPLOYED}-${stamp}`, "content");

/**
 * Keeps a copy of the content the deployed build was made from, taken while the content folder
 * still matches it (its manifest), so that rolling back to the deployed build puts its words
 * back in the editor too. A former deploy's copy is dropped.
 */
export function keepDeployedContent(options: {
  buildsDir: string;
  contentDir: string;
  deployedDir: string;
  stamp: string;
}) {
  const { buildsDir, contentDir, deployedDir, stamp } = options;
  const kept = dirname(deployedContentDir(buildsDir, stamp));
  for (const entry of readdirSync(buildsDir))
    if (entry.startsWith(`${DEPLOYED}-`) && join(buildsDir, entry) !== kept)
      rmSync(join(buildsDir, entry), { recursive: true, force: true });
  if (existsSync(kept)) return;
  let built: ContentManifest;
  try {
    built = JSON.parse(
      readFileSync(join(resolve(deployedDir), "..", CONTENT_MANIFEST_FILE), "utf8"),
    ) as ContentManifest;
  } catch {
    return;
  }
  if (!existsSync(contentDir) || contentChanges(built, contentManifest(contentDir)).length > 0) return;
  cpSync(contentDir, join(`${kept}.partial`, "content"), { recursive: true });
  renameSync(`${kept}.partial`, kept);
}
