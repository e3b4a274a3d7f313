import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ReplyDraft } from "../common/admin-api";
import { ReplyForm } from "./reply-form";

// The reply form: the lead's address shown (no field to change it), the body started from a
// template, the subject kept; with mail off, why nothing can be sent; a header smuggled into the
// text stopped before any request.

const draft: ReplyDraft = {
  to: "ada@example.com",
  subject: "Re: A project [CM-1234-AB]",
  templates: [
    { id: "t1", name: "First answer", body: "Dear Ada,\n\nThank you (CM-1234-AB)." },
    { id: "t2", name: "Booking", body: "Book here: https://book.example.com" },
  ],
  canSend: true,
  whyNot: null,
};

function renderForm(reply: ReplyDraft, action = vi.fn(() => ({}))) {
  const Stub = createRoutesStub([
    { path: "/lead", Component: () => <ReplyForm draft={reply} busy={false} sentCount={0} />, action },
  ]);
  render(<Stub initialEntries={["/lead"]} />);
  return action;
}

describe("ReplyForm", () => {
  it("is addressed to the lead alone and starts its text from the chosen template", async () => {
    renderForm(draft);
    const section = screen.getByRole("region", { name: "Reply" });
    expect(within(section).getByText("ada@example.com")).toBeInTheDocument();
    // No field where a recipient could be typed.
    expect(within(section).queryByRole("textbox", { name: /to|recipient/i })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Re: A project [CM-1234-AB]");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Start from a template" }), "First answer");
    expect(screen.getByRole("textbox", { name: "Your reply" })).toHaveValue("Dear Ada,\n\nThank you (CM-1234-AB).");
  });

  it("with mail off, says that replies cannot be sent and why, with no form", () => {
    renderForm({ ...draft, canSend: false, whyNot: "Mail is off on this server (SMTP_URL is not set)." });
    expect(screen.getByTestId("replies-off")).toHaveTextContent("SMTP_URL is not set");
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
  });

  it("stops a text with a smuggled header before sending, saying why", async () => {
    const action = renderForm(draft);
    await userEvent.type(screen.getByRole("textbox", { name: "Your reply" }), "Hello{enter}Bcc: someone@example.net");
    await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/mail header/);
    expect(action).not.toHaveBeenCalled();
  });
});
