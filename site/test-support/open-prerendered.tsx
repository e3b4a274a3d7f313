import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

// A page as a visitor meets it: prerendered once with no query (as at build time), then opened
// at a URL that may carry one, and hydrated. Call resetPrerendered() after each test.

/** Prerenders the page (at its path, as the build does), then opens it at `url` and hydrates it. */
export async function openPrerendered(Page: ComponentType, url: string) {
  const html = renderToString(<Page />);
  window.history.replaceState(null, "", url);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, {
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
