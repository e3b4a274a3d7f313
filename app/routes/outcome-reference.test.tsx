import { act } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import MessageSent from "./outcome-message-sent";
import RequestReceived from "./outcome-request-received";

// A plain form post (no JavaScript) is redirected to /message-sent?reference=… or
// /request-received?reference=…: prerendered pages, the same for everyone, that show the
// reference once they have hydrated in the browser.

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

/** Prerenders the page (no query, as at build time), then opens it at `url` and hydrates it. */
async function openPrerendered(path: string, Page: ComponentType, url: string) {
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

describe.each([
  { path: "/message-sent", Page: MessageSent, heading: "Message sent successfully!", reference: "CM-7K3Q-2M" },
  { path: "/request-received", Page: RequestReceived, heading: "Thank you!", reference: "SR-7K3Q-2M" },
  { path: "/request-received", Page: RequestReceived, heading: "Thank you!", reference: "AR-0Z9H-XY" },
])("$path", ({ path, Page, heading, reference }) => {
  it(`shows "Your reference: ${reference}" after hydration, without a mismatch`, async () => {
    const { html, container, recoverable } = await openPrerendered(path, Page, `${path}?reference=${reference}`);
    expect(html).not.toContain("Your reference");
    expect(container.querySelector("h1")).toHaveTextContent(heading);
    expect(container).toHaveTextContent(`Your reference: ${reference}`);
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll("a")).toHaveLength(2);
  });

  it("shows nothing for a missing or malformed reference", async () => {
    for (const query of [
      "",
      "?reference=",
      "?reference=CM-7K3Q-2I",
      "?reference=XX-7K3Q-2M",
      "?reference=cm-7k3q-2m",
    ]) {
      const { container, recoverable } = await openPrerendered(path, Page, `${path}${query}`);
      expect(container, query).not.toHaveTextContent("Your reference");
      expect(recoverable).toEqual([]);
      container.remove();
    }
  });
});
