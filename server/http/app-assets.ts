import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// The hashed files of an app built apart (the inbox, the editor) under `<prefix>assets/`: served
// precompressed when the build made a .br or .gz, cached a year (their names change with their
// content); an unknown one is a 404. Nothing when the build has no assets folder.

export async function serveAppAssets(
  app: FastifyInstance,
  { dir, prefix, cacheControl }: { dir: string; prefix: string; cacheControl: string },
) {
  const root = join(dir, "assets");
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: `${prefix}assets/`,
    wildcard: true,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", cacheControl);
    },
  });
}
