import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import editorApi, { EDITOR_API_PREFIX } from "./editor-api";
import editorPage from "./editor-page";
import previewSite, { type PreviewPasses } from "./preview-site";
import type { Publisher } from "./publisher";

// Publishing, as the app registers it: the editor (its API, and its page from the editor's own
// build), and the preview host. "Preview", "Publish" and "Roll back" themselves are staff
// actions under the inbox's sign-in (site-routes.ts, in the inbox's API).
//
// Wrapped by fastify-plugin: the preview host's hook must see every request of the app, to keep
// whatever else the server answers off the preview host. Register it before the other routes.

export interface PublishingOptions {
  /** The live build and "Publish"; absent on an API-only instance (no preview, no editor page). */
  publisher: Publisher | undefined;
  /** The content folder the editor reads and writes. */
  contentDir: string;
  publicOrigin: string | undefined;
  /** The inbox's and the editor's origin (PUBLIC_ORIGIN, or this server's loopback address). */
  adminOrigin: string;
  /** The preview host and the passes that hand a staff session to it. */
  preview: { passes: PreviewPasses; previewOrigin: string } | undefined;
  /** The editor's build (build/editor); absent: no editor page. */
  editorDir: string | undefined;
}

async function publishing(
  app: FastifyInstance,
  { publisher, contentDir, publicOrigin, adminOrigin, preview, editorDir }: PublishingOptions,
) {
  if (publisher && preview) await app.register(previewSite, { publisher, adminOrigin, ...preview });
  await app.register(editorApi, { prefix: EDITOR_API_PREFIX, contentDir, publicOrigin });
  if (editorDir) await app.register(editorPage, { editorDir });
}

export default fp(publishing, { name: "publishing", dependencies: ["database", "sessions"] });
