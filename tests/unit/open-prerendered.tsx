import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

// A page as a visitor meets it: prerendered once with no query (as at build time), then opened
// at a URL that may carry one, and hydrated. Call resetPrerendered() after each test.

/** Prerenders the page at `path`, then opens it at `url` and hydrates it. */
export async function openPrerendered(path: string, Page: ComponentType, url: string) {
  const Stub = createRoutesStub([{ path, Component: Page }]);
  const html = renderToString(<Stub initialEntries={[path]} />);
  window.history.replaceState(null, "", url);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Stub initialEntries={[url]} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    await Promise.resolve();
  });
  return { html, container, recoverable };
}

export function resetPrerendered() {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
}
