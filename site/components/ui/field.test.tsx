import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("labels the control and reads its hint, then its error, with it", () => {
    const { rerender } = render(<Field label="Team Size" name="teamSize" hint="For example: 12" required />);
    const input = screen.getByRole("textbox", { name: /Team Size/ });
    expect(input).toHaveAttribute("name", "teamSize");
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("For example: 12");
    rerender(<Field label="Team Size" name="teamSize" hint="For example: 12" required error="Team size is required" />);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("For example: 12 Team size is required");
  });

  it("renders a textarea and a select, and marks an optional field as such", () => {
    render(
      <>
        <Field as="textarea" label="Message" name="message" />
        <Field as="select" label="Service" name="service" required defaultValue="">
          <option value="">Select a service</option>
        </Field>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Message (optional)" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("combobox", { name: /Service/ })).toHaveValue("");
  });
});
