import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "./load-form-code";
import { mockFetch, mockPendingFetch, settle } from "../../test-support/mock-fetch";
import ContactForm from "./contact-form.island";

// The forms load the schemas on first focus; here they are loaded once up front.
beforeAll(async () => {
  await loadFormSchemas();
});

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Ada Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Subject"), "A project");
  await user.type(field("Message"), "We need help with our roadmap.");
}

const send = () => screen.getByRole("button", { name: /Send Message|Sending/ });

describe("ContactForm", () => {
  it("is a plain form post to the API before JavaScript, with the honeypot hidden from everyone", () => {
    const { container } = render(<ContactForm />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    for (const name of ["name", "email", "subject", "message"]) expect(form.elements.namedItem(name)).toBeRequired();
    expect(form.elements.namedItem("email")).toHaveAttribute("type", "email");
    const trap = form.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows the schema's messages under the fields, focuses the first and sends nothing", async () => {
    const calls = mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field("Email"), "not-an-address");
    await user.click(send());
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription("Email is invalid");
    expect(field("Subject")).toHaveAccessibleDescription("Subject is required");
    expect(field("Message")).toHaveAccessibleDescription("Message is required");
    expect(field("Name")).toHaveFocus();
    expect(calls).toHaveLength(0);

    await user.type(field("Name"), "A");
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
  });

  it("shows 'Sending...' on a disabled button, sends once on a double click, with an Idempotency-Key", async () => {
    const network = mockPendingFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.dblClick(send());
    expect(send()).toHaveTextContent("Sending...");
    expect(send()).toBeDisabled();
    expect(network.calls).toHaveLength(1);
    const [call] = network.calls;
    expect(call!.url).toBe("/api/contact");
    expect(call!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.headers.get("Content-Type")).toBe("application/json");
    expect(call!.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "A project",
      message: "We need help with our roadmap.",
      [HONEYPOT_FIELD]: "",
    });
    await act(async () => {
      network.release({ status: 201, body: { message: "Message sent successfully!" } });
      await settle();
    });
    expect(send()).toHaveTextContent("Send Message");
    expect(send()).toBeEnabled();
  });

  it("shows the server's success message and clears the form", async () => {
    mockFetch({ status: 201, body: { message: "Got it, thanks!" } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent("Got it, thanks!");
    for (const name of ["Name", "Email", "Subject", "Message"]) expect(field(name)).toHaveValue("");
  });

  it("shows the answer's reference as a line of its own under the success message", async () => {
    mockFetch({ status: 201, body: { message: "Message sent successfully!", reference: "CM-7K3Q-2M" } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    const banner = await screen.findByRole("status");
    expect(banner).toHaveTextContent("Message sent successfully!");
    expect(within(banner).getByText("Your reference: CM-7K3Q-2M")).toBeInTheDocument();
  });

  it("shows no reference line for a malformed reference", async () => {
    mockFetch({ status: 201, body: { message: "Message sent successfully!", reference: "<b>CM-7K3Q-2M</b>" } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent(/^Message sent successfully!$/);
  });

  it("says 'Message sent successfully!' when the server gives no message", async () => {
    mockFetch({ status: 201 });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully!");
  });

  it("shows the server's failure message, keeps what was typed and puts field errors on the fields", async () => {
    mockFetch({
      status: 400,
      body: { message: "Please check the form.", errors: { subject: "Subject must fit on one line" } },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the form.");
    expect(field("Subject")).toHaveAccessibleDescription("Subject must fit on one line");
    expect(field("Subject")).toHaveFocus();
    expect(field("Name")).toHaveValue("Ada Lovelace");
    expect(field("Message")).toHaveValue("We need help with our roadmap.");
  });

  it("says 'Failed to send message.' when a failure has no message", async () => {
    mockFetch({ status: 502, body: "<html>Bad gateway</html>" });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send message.");
    expect(field("Email")).toHaveValue("ada@example.com");
  });

  it("shows a network error's own text and keeps the form; a retry of the same data reuses the key", async () => {
    let attempt = 0;
    const calls = mockFetch(() => (++attempt === 1 ? new TypeError("Failed to fetch") : { status: 201, body: {} }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch");
    expect(field("Subject")).toHaveValue("A project");
    await user.click(send());
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(calls[1]!.headers.get("Idempotency-Key")).toBe(calls[0]!.headers.get("Idempotency-Key"));
  });

  it("sends a new key for new data", async () => {
    const calls = mockFetch({ status: 500, body: { message: "Down" } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(send());
    await screen.findByRole("alert");
    await user.type(field("Message"), " More.");
    await user.click(send());
    await within(screen.getByRole("alert")).findByText("Down");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get("Idempotency-Key")).not.toBe(calls[0]!.headers.get("Idempotency-Key"));
  });
});
