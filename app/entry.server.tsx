import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ComponentType, ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { IslandRendererContext, type IslandRenderer } from "./islands/island";

/** Every island of the site by its default export (the browser's twin is app/islands/hydrate.ts). */
const islandFiles = new Map<ComponentType<never>, string>(
  Object.entries(import.meta.glob<{ default: ComponentType<never> }>("./**/*.island.tsx", { eager: true })).map(
    ([path, module]) => [module.default, path.slice(2)],
  ),
);

/** Renders an element to HTML once everything in it has loaded. */
function renderComplete(element: ReactElement, identifierPrefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      identifierPrefix,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              done();
            },
          }),
        );
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

function islandRenderer(): IslandRenderer {
  const rendered = new Map<string, Promise<string>>();
  return {
    fileOf: (component) => islandFiles.get(component),
    render(element, identifierPrefix) {
      let html = rendered.get(identifierPrefix);
      if (!html) rendered.set(identifierPrefix, (html = renderComplete(element, identifierPrefix)));
      return html;
    },
  };
}

// Runs only at build time: every page is prerendered (ssr: false). Unlike React Router's default,
// it always waits for all content (onAllReady), so deferred islands (app/islands/island.tsx),
// which suspend while their module loads, are written into the HTML in place rather than
// streamed after the shell.
export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timer = setTimeout(() => abort(), streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <IslandRendererContext value={islandRenderer()}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendererContext>,
      {
        // React outlines large boundaries (over 12,800 bytes by default) behind a script that moves
        // them into place; a prerendered page must read in order without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
