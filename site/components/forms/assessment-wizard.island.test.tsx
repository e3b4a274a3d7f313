import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot";
import { loadFormSchemas } from "./load-form-code";
import { mockFetch, mockPendingFetch, settle } from "../../test-support/mock-fetch";
import AssessmentWizard from "./assessment-wizard.island";

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

function setup() {
  render(<AssessmentWizard service="Agile Coaching" mailtoHref="mailto:hello@example.com" />);
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const next = () => screen.getByRole("button", { name: /Next/ });
const back = () => screen.getByRole("button", { name: /Back/ });
const submit = () => screen.getByRole("button", { name: /Submit/ });
const stepHeading = () => screen.getByRole("heading", { level: 2 });
const current = () => screen.getByRole("listitem", { current: "step" });

async function completeSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), "Ada Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.click(next());
  await user.type(field("Company"), "Analytical Engines");
  await user.type(field("Team Size"), "10-50");
  await user.click(next());
  await user.type(field("Challenges"), "Slow releases");
  await user.type(field("Goals"), "Ship monthly");
}

describe("AssessmentWizard", () => {
  it("starts on step 1 of 3 with Full Name and Email, no Back, and announces the step", () => {
    setup();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(current()).toHaveTextContent("Step 1");
    expect(screen.getByText("Step 1 of 3", { selector: "[aria-live]" })).toBeInTheDocument();
    expect(field("Full Name")).toBeInTheDocument();
    expect(field("Email")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Back/ })).toBeNull();
  });

  it("holds every step's fields in the one form from the start, the steps not shown hidden", () => {
    setup();
    const form = field("Full Name").closest("form");
    for (const name of ["Full Name", "Email", "Company", "Team Size", "Challenges", "Goals"]) {
      expect(field(name).closest("form")).toBe(form);
    }
    expect(field("Full Name").closest("[hidden]")).toBeNull();
    expect(field("Company").closest("[hidden]")).not.toBeNull();
    expect(field("Goals").closest("[hidden]")).not.toBeNull();
  });

  it("step 1: blank fields give 'Full name is required' and 'Email is required', focus on the first", async () => {
    const user = setup();
    await user.type(field("Full Name"), "   ");
    await user.click(next());
    await waitFor(() => expect(field("Full Name")).toHaveAccessibleDescription("Full name is required"));
    expect(field("Email")).toHaveAccessibleDescription("Email is required");
    expect(field("Full Name")).toHaveFocus();
    expect(current()).toHaveTextContent("Step 1");
  });

  it("step 1: 'Email is invalid' for an address without a dot after the at sign; messages clear on edit", async () => {
    const user = setup();
    await user.type(field("Full Name"), "Ada");
    await user.type(field("Email"), "ada@example");
    await user.click(next());
    await waitFor(() => expect(field("Email")).toHaveAccessibleDescription("Email is invalid"));
    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    await user.type(field("Email"), ".com");
    expect(field("Email")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Email is invalid")).toBeNull();
  });

  it("step 2: 'Company is required' and 'Team size is required'; Back keeps the values", async () => {
    const user = setup();
    await user.type(field("Full Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.click(next());
    await waitFor(() => expect(current()).toHaveTextContent("Step 2"));
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByText("Step 2 of 3", { selector: "[aria-live]" })).toBeInTheDocument();
    await user.click(next());
    await waitFor(() => expect(field("Company")).toHaveAccessibleDescription("Company is required"));
    expect(field("Team Size")).toHaveAccessibleDescription(/Team size is required/);
    expect(field("Company")).toHaveFocus();

    await user.type(field("Company"), "Engines");
    await user.click(back());
    expect(current()).toHaveTextContent("Step 1");
    expect(field("Full Name")).toHaveValue("Ada");
    expect(field("Email")).toHaveValue("ada@example.com");
    await user.click(next());
    await waitFor(() => expect(field("Company")).toHaveValue("Engines"));
  });

  it("step 3: 'Please describe your challenges' and 'Please describe your goals'; Back is allowed without validating", async () => {
    const calls = mockFetch({ status: 201, body: {} });
    const user = setup();
    await completeSteps(user);
    await user.clear(field("Challenges"));
    await user.clear(field("Goals"));
    await user.click(submit());
    await waitFor(() => expect(field("Challenges")).toHaveAccessibleDescription("Please describe your challenges"));
    expect(field("Goals")).toHaveAccessibleDescription("Please describe your goals");
    expect(field("Challenges")).toHaveFocus();
    expect(calls).toHaveLength(0);
    await user.click(back());
    expect(current()).toHaveTextContent("Step 2");
    expect(field("Team Size")).toHaveValue("10-50");
  });

  it("Team Size is free text", async () => {
    const user = setup();
    await user.type(field("Full Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.click(next());
    await waitFor(() => expect(field("Team Size")).toHaveAttribute("type", "text"));
  });

  it("shows a spinner while sending, sends once, then 'Thank you!' and 'Return to Home'", async () => {
    const network = mockPendingFetch();
    const user = setup();
    await completeSteps(user);
    await user.dblClick(submit());
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveTextContent("Submitting...");
    expect(submit().querySelector("svg.animate-spin")).not.toBeNull();
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]!.url).toBe("/api/assessment");
    expect(network.calls[0]!.headers.get("Idempotency-Key")).toBeTruthy();
    expect(network.calls[0]!.body).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      teamSize: "10-50",
      challenges: "Slow releases",
      goals: "Ship monthly",
      service: "Agile Coaching",
      [HONEYPOT_FIELD]: "",
    });
    await act(async () => {
      network.release({ status: 201, body: { message: "ok" } });
      await settle();
    });
    expect(screen.getByRole("heading", { name: "Thank you!" })).toHaveFocus();
    expect(
      screen.getByText("We've received your Agile Coaching assessment request. Our team will contact you soon."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("the thank-you screen shows the answer's reference on a line of its own", async () => {
    mockFetch({ status: 201, body: { message: "ok", reference: "AR-7K3Q-2M" } });
    const user = setup();
    await completeSteps(user);
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeInTheDocument();
    expect(
      screen.getByText("We've received your Agile Coaching assessment request. Our team will contact you soon."),
    ).toBeInTheDocument();
    expect(screen.getByText("Your reference: AR-7K3Q-2M")).toBeInTheDocument();
  });

  it("on a failed answer shows an alert, keeps every field, and a retry succeeds", async () => {
    let attempt = 0;
    mockFetch(() => (++attempt === 1 ? { status: 500, body: { message: "Server error" } } : { status: 201, body: {} }));
    const user = setup();
    await completeSteps(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your request.");
    expect(warn).toHaveBeenCalled();
    expect(field("Challenges")).toHaveValue("Slow releases");
    expect(field("Goals")).toHaveValue("Ship monthly");
    await user.click(back());
    expect(field("Company")).toHaveValue("Analytical Engines");
    await user.click(back());
    expect(field("Full Name")).toHaveValue("Ada Lovelace");
    await user.click(next());
    await user.click(next());
    await user.click(submit());
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeInTheDocument();
  });

  it("on a network failure shows the alert too", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    const user = setup();
    await completeSteps(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Your answers are kept");
    expect(submit()).toBeEnabled();
  });

  it("shows a 429's own sentence in the alert, with the e-mail link", async () => {
    mockFetch({ status: 429, body: { message: "Too many requests: please try again in an hour." } });
    const user = setup();
    await completeSteps(user);
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many requests: please try again in an hour.");
    expect(screen.getByRole("link", { name: "email us" })).toHaveAttribute("href", "mailto:hello@example.com");
    expect(field("Goals")).toHaveValue("Ship monthly");
  });

  it("puts a 400's field errors on their fields, going back to their step", async () => {
    mockFetch({ status: 400, body: { message: "Please check the form.", errors: { email: "Email is invalid" } } });
    const user = setup();
    await completeSteps(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(current()).toHaveTextContent("Step 1");
    expect(field("Email")).toHaveAccessibleDescription("Email is invalid");
  });
});
