import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readServiceOffer } from "../../../common/content/read-service-offer";
import { CONTENT_ROOT } from "../../loaders/read";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "./load-form-code";
import { mockFetch, mockPendingFetch } from "../../test-support/mock-fetch";
import { AUTO_CLOSE_MS, ServiceRequestDialog } from "./service-request-dialog";

// The services the dialog offers, as the content says (the page passes the build's).
const SERVICE_OPTIONS = readServiceOffer(CONTENT_ROOT).request;

// The forms load the schemas on first focus; here they are loaded once up front.
beforeAll(async () => {
  await loadFormSchemas();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const trigger = () => screen.getByRole("button", { name: "Start Your Journey Here" });
const dialog = () => screen.getByRole("dialog", { name: "Service Request" });
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}`));
const submitButton = () => within(dialog()).getByRole("button", { name: /Submit Request|Submitting/ });

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ServiceRequestDialog mailtoHref="mailto:hello@example.com" services={SERVICE_OPTIONS} />);
  return user;
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await user.type(field("Name"), "Ada");
  await user.type(field("Email"), "ada@example.com");
  await user.selectOptions(field("Service"), "HR Solutions");
  await user.type(field("Message"), "Hiring help");
}

describe("ServiceRequestDialog", () => {
  it("opens a modal titled 'Service Request' with focus on Name, and lists the services", async () => {
    const user = setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(trigger());
    expect(dialog()).toHaveAttribute("open");
    expect(field("Name")).toHaveFocus();
    const options = within(field("Service")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Select a service", ...SERVICE_OPTIONS]);
    expect(field("Name")).toBeRequired();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Service")).toBeRequired();
    expect(field("Message")).not.toBeRequired();
    expect(document.documentElement).toHaveClass("overflow-hidden");
  });

  it("closes with its close button and gives focus back to the opener", async () => {
    const user = setup();
    await user.click(trigger());
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger()).toHaveFocus();
    expect(document.documentElement).not.toHaveClass("overflow-hidden");
  });

  it("keeps Tab inside the dialog", async () => {
    const user = setup();
    await user.click(trigger());
    const close = within(dialog()).getByRole("button", { name: "Close" });
    close.focus();
    await user.tab({ shift: true });
    expect(submitButton()).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it("validates Name, Email and Service; the message is optional", async () => {
    const calls = mockFetch({ status: 201, body: {} });
    const user = setup();
    await user.click(trigger());
    await user.click(submitButton());
    // Validation awaits the lazily loaded schemas: the messages come a moment after the click.
    await waitFor(() => expect(field("Name")).toHaveAccessibleDescription("Name is required"));
    expect(field("Email")).toHaveAccessibleDescription("Email is required");
    expect(field("Service")).toHaveAccessibleDescription("Please choose a service");
    expect(field("Message")).not.toHaveAttribute("aria-invalid");
    expect(field("Name")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Submitting...' on a disabled button and sends once, with an Idempotency-Key", async () => {
    const network = mockPendingFetch();
    const user = setup();
    await openAndFill(user);
    await user.dblClick(submitButton());
    expect(submitButton()).toHaveTextContent("Submitting...");
    expect(submitButton()).toBeDisabled();
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.url).toBe("/api/service-requests");
    expect(network.calls[0]!.headers.get("Idempotency-Key")).toBeTruthy();
    expect(network.calls[0]!.body).toEqual({
      name: "Ada",
      email: "ada@example.com",
      service: "HR Solutions",
      message: "Hiring help",
      [HONEYPOT_FIELD]: "",
    });
    await act(async () => {
      network.release({ status: 201, body: { message: "stored" } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(dialog()).getByRole("status")).toHaveTextContent(
      "Thank you! We've received your request and will contact you soon.",
    );
  });

  it("on success clears the fields and closes by itself after 3 seconds", async () => {
    mockFetch({ status: 201, body: { message: "stored" } });
    const user = setup();
    await openAndFill(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog()).getByRole("status")).toHaveTextContent(
      "Thank you! We've received your request and will contact you soon.",
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS - 100));
    expect(dialog()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    expect(field("Name")).toHaveValue("");
    expect(field("Service")).toHaveValue("");
    expect(field("Message")).toHaveValue("");
  });

  it("on success shows the answer's reference under the thanks", async () => {
    mockFetch({ status: 201, body: { message: "stored", reference: "SR-7K3Q-2M" } });
    const user = setup();
    await openAndFill(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const panel = within(dialog()).getByRole("status");
    expect(panel).toHaveTextContent("Thank you! We've received your request and will contact you soon.");
    expect(within(panel).getByText("Your reference: SR-7K3Q-2M")).toBeInTheDocument();
  });

  it("on failure shows the red panel, which stays, with a mailto link; the close button works", async () => {
    mockFetch({ status: 500, body: { message: "Server error" } });
    const user = setup();
    await openAndFill(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const alert = within(dialog()).getByRole("alert");
    expect(alert).toHaveTextContent(/^Something went wrong\. Please try again or email us directly\.$/);
    expect(within(alert).getByRole("link", { name: "email us directly" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTO_CLOSE_MS * 2));
    expect(within(dialog()).getByRole("alert")).toBeInTheDocument();
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it("on a network failure shows the same panel; 'Try again' brings the form back with what was typed", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    const user = setup();
    await openAndFill(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(dialog()).getByRole("alert")).toHaveTextContent("Something went wrong.");
    await user.click(within(dialog()).getByRole("button", { name: "Try again" }));
    expect(field("Name")).toHaveValue("Ada");
    expect(field("Service")).toHaveValue("HR Solutions");
  });

  it("puts a 400's field errors on the fields and keeps the form", async () => {
    mockFetch({ status: 400, body: { message: "Please check the form.", errors: { email: "Email is invalid" } } });
    const user = setup();
    await openAndFill(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(field("Email")).toHaveAccessibleDescription("Email is invalid");
    expect(field("Email")).toHaveFocus();
  });
});
