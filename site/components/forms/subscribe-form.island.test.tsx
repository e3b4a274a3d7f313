import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "./load-form-code";
import { mockFetch, mockPendingFetch, settle } from "../../test-support/mock-fetch";
import SubscribeForm from "./subscribe-form.island";

// The forms load the schemas on first focus; here they are loaded once up front.
beforeAll(async () => {
  await loadFormSchemas();
});

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const button = () => screen.getByRole("button", { name: "Subscribe" });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Grace");
  await user.type(field("Email"), "grace@example.com");
}

describe("SubscribeForm", () => {
  it("is a plain form post to the API before JavaScript", () => {
    const { container } = render(<SubscribeForm />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/subscribe");
    expect(form.elements.namedItem("name")).toBeRequired();
    expect(form.elements.namedItem("email")).toHaveAttribute("type", "email");
    expect(form.querySelector(`[aria-hidden="true"] input[name="${HONEYPOT_FIELD}"][tabindex="-1"]`)).not.toBeNull();
  });

  it("validates name and email with the shared schema and clears a message on edit", async () => {
    const calls = mockFetch({ status: 201, body: { message: "ok" } });
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await user.click(button());
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Email")).toHaveAccessibleDescription("Email is required");
    expect(field("Name")).toHaveFocus();
    await user.type(field("Email"), "x@y");
    expect(field("Email")).not.toHaveAccessibleDescription();
    await user.click(button());
    expect(field("Email")).toHaveAccessibleDescription("Email is invalid");
    expect(calls).toHaveLength(0);
  });

  it("has no sending state but sends once on a double click", async () => {
    const network = mockPendingFetch();
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await fillIn(user);
    await user.dblClick(button());
    expect(button()).toBeEnabled();
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.url).toBe("/api/subscribe");
    expect(network.calls[0]!.headers.get("Idempotency-Key")).toBeTruthy();
    expect(network.calls[0]!.body).toEqual({ name: "Grace", email: "grace@example.com", [HONEYPOT_FIELD]: "" });
    await act(async () => {
      network.release({ status: 201, body: { message: "Thank you for subscribing!" } });
      await settle();
    });
    expect(screen.getByRole("status")).toHaveTextContent("Thank you for subscribing!");
  });

  it("shows the server's message on success and clears the form", async () => {
    mockFetch({ status: 200, body: { message: "You are already subscribed to our newsletter. Thank you!" } });
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole("status")).toHaveTextContent(
      "You are already subscribed to our newsletter. Thank you!",
    );
    expect(field("Name")).toHaveValue("");
    expect(field("Email")).toHaveValue("");
  });

  it("shows the server's error, logs it to the console and keeps the form", async () => {
    mockFetch({ status: 429, body: { error: "Too many attempts: please wait a minute." } });
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts: please wait a minute.");
    expect(warn).toHaveBeenCalledWith("Subscription failed:", { error: "Too many attempts: please wait a minute." });
    expect(field("Name")).toHaveValue("Grace");
  });

  it("says 'Something went wrong.' without an error field, and on a network failure", async () => {
    let attempt = 0;
    mockFetch(() =>
      ++attempt === 1 ? { status: 500, body: { message: "not the error key" } } : new TypeError("Failed to fetch"),
    );
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\.$/);
    await user.click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Something went wrong\.$/);
    expect(attempt).toBe(2);
  });

  it("puts a 400's field errors on the fields", async () => {
    mockFetch({
      status: 400,
      body: { error: "Please check the form: Email is invalid.", errors: { email: "Email is invalid" } },
    });
    const user = userEvent.setup();
    render(<SubscribeForm />);
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the form: Email is invalid.");
    expect(field("Email")).toHaveAccessibleDescription("Email is invalid");
    expect(field("Email")).toHaveFocus();
  });
});
