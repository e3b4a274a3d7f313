import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TemplatesPage, templatesAction, templatesLoader } from "./templates-page";

// The Templates screen: a template with a placeholder the inbox does not know is refused,
// naming it, and nothing is sent to the server; a good one is sent.

function renderPage() {
  const calls: { method: string; url: string; body?: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? "GET", url, body: init.body as string | undefined });
      const body = init.method === "POST" ? { id: "t1", name: "x", body: "x" } : { templates: [] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: init.method === "POST" ? 201 : 200 }));
    }),
  );
  const Stub = createRoutesStub([
    { path: "/admin/templates", Component: TemplatesPage, loader: templatesLoader, action: templatesAction },
  ]);
  render(<Stub initialEntries={["/admin/templates"]} />);
  return calls;
}

describe("TemplatesPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an unknown placeholder, naming it, and saves nothing", async () => {
    const calls = renderPage();
    await screen.findByText("No templates yet.");
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Greeting");
    await userEvent.type(screen.getByRole("textbox", { name: "Text" }), "Hello {{firstName}");
    await userEvent.click(screen.getByRole("button", { name: "Add template" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("{firstName}");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("sends a template whose placeholders are known", async () => {
    const calls = renderPage();
    await screen.findByText("No templates yet.");
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Greeting");
    await userEvent.type(screen.getByRole("textbox", { name: "Text" }), "Hello {{name}");
    await userEvent.click(screen.getByRole("button", { name: "Add template" }));
    expect(await screen.findByText("Template “Greeting” added.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/admin/reply-templates");
    expect(JSON.parse(post.body!)).toEqual({ name: "Greeting", body: "Hello {name}" });
  });
});
