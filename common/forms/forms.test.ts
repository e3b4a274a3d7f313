import { describe, expect, it } from "vitest";
import {
  assessmentForm,
  fieldOf,
  assessmentStepSchemas,
  contactSchema,
  fieldErrors,
  schemaOf,
  serviceRequestForm,
  serviceRequestSchema,
  subscribeSchema,
} from "./index";
import { readServiceOffer } from "../content/read-service-offer";

/** The services the content's forms offer (the server reads the live build's). */
const offer = () => readServiceOffer("content");

describe("form schemas", () => {
  it("trim every string and drop unknown fields", () => {
    const parsed = contactSchema.parse({
      name: " Ada ",
      email: " ada@example.com ",
      subject: " Hi ",
      message: " x ",
      extra: 1,
    });
    expect(parsed).toEqual({ name: "Ada", email: "ada@example.com", subject: "Hi", message: "x" });
  });

  it("map a ZodError to {field: first message}", () => {
    const result = subscribeSchema.safeParse({ name: "", email: "a@b" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ name: "Name is required", email: "Email is invalid" });
  });

  it("validate the assessment step by step with its messages", () => {
    const step1 = assessmentStepSchemas[0].safeParse({ fullName: "  ", email: "x" });
    expect(step1.success).toBe(false);
    if (!step1.success) {
      expect(fieldErrors(step1.error)).toEqual({ fullName: "Full name is required", email: "Email is invalid" });
    }
    const step2 = assessmentStepSchemas[1].safeParse({ company: "", teamSize: "" });
    if (!step2.success) {
      expect(fieldErrors(step2.error)).toEqual({ company: "Company is required", teamSize: "Team size is required" });
    }
    expect(fieldOf(assessmentForm, "service").offered).toBe("assessment");
    expect(offer().assessment).toContain("IT Consulting");
  });

  it("make the service request message optional and the service one of the options", () => {
    const parsed = serviceRequestSchema.parse({ name: "A", email: "a@b.co", service: "HR Solutions", message: "  " });
    expect(parsed.message).toBeUndefined();
    // The server's schema: the service is one the live build's forms offer (here, the content's).
    const served = schemaOf(serviceRequestForm, offer);
    expect(served.safeParse({ name: "A", email: "a@b.co", service: "HR Solutions" }).success).toBe(true);
    expect(served.safeParse({ name: "A", email: "a@b.co", service: "Select a service" }).success).toBe(false);
  });

  const contact = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

  it.each([
    ["NUL", "\u0000"],
    ["ESC", "\u001b[31m"],
    ["a C1 control (CSI)", "\u009b"],
    ["a right-to-left override", "\u202e"],
    ["a bidi isolate", "\u2066"],
    ["a zero-width space", "\u200b"],
    ["a byte-order mark", "\ufeff"],
    ["a line separator", "\u2028"],
    ["a lone surrogate", "\ud800"],
  ])("refuse %s in every field, single-line and multi-line", (_what, character) => {
    for (const field of ["name", "subject", "message"] as const) {
      const result = contactSchema.safeParse({ ...contact, [field]: `a${character}b` });
      expect(result.success, field).toBe(false);
      if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual([field]);
    }
    const optional = serviceRequestSchema.safeParse({
      name: "Ada",
      email: "ada@example.com",
      service: "HR Solutions",
      message: `a${character}b`,
    });
    expect(optional.success).toBe(false);
  });

  it("say which field holds an invisible character, and keep tabs and line breaks in multi-line text", () => {
    const result = contactSchema.safeParse({ ...contact, name: "Ad\u0000a" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        name: "Name contains an invisible control or formatting character: please retype it",
      });
    const multiLine = contactSchema.parse({ ...contact, message: "Line one\r\n\tLine two\nمی‌خواهم 👩‍💻" });
    expect(multiLine.message).toBe("Line one\r\n\tLine two\nمی‌خواهم 👩‍💻");
    // ZWNJ in a Persian name is part of the spelling, not a trick.
    expect(contactSchema.safeParse({ ...contact, name: "می‌نا" }).success).toBe(true);
  });

  it.each([
    "ada@example.com",
    "grace.hopper+news@mail.example.org",
    "o'brien@example.ie",
    "x@y.io",
    "a@xn--80ak6aa92e.com",
  ])("accept the address %s", (email) => {
    expect(subscribeSchema.safeParse({ name: "A", email }).success).toBe(true);
  });

  it.each([
    "ad\u0000a@example.com",
    "ada@example",
    "a@b.c",
    '"ada lovelace"@example.com',
    "ada@[127.0.0.1]",
    ".ada@example.com",
    "ada.@example.com",
    "a..da@example.com",
    "ada@-example.com",
    "ada@example..com",
    "ada@example.123",
    "Ada <ada@example.com>",
    "ada@example.com, eve@example.com",
    `${"a".repeat(65)}@example.com`,
  ])("refuse the address %j", (email) => {
    expect(subscribeSchema.safeParse({ name: "A", email }).success).toBe(false);
  });
});
