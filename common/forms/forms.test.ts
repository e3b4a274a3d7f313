import { describe, expect, it } from "vitest";
import {
  assessmentSchema,
  assessmentStepSchemas,
  contactSchema,
  fieldErrors,
  serviceRequestSchema,
  subscribeSchema,
} from "./index";

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

  it("validate the assessment step by step with the spec's messages", () => {
    const step1 = assessmentStepSchemas[0].safeParse({ fullName: "  ", email: "x" });
    expect(step1.success).toBe(false);
    if (!step1.success) {
      expect(fieldErrors(step1.error)).toEqual({ fullName: "Full name is required", email: "Email is invalid" });
    }
    const step2 = assessmentStepSchemas[1].safeParse({ company: "", teamSize: "" });
    if (!step2.success) {
      expect(fieldErrors(step2.error)).toEqual({ company: "Company is required", teamSize: "Team size is required" });
    }
    expect(assessmentSchema.shape.service.options).toContain("IT Consulting");
  });

  it("make the service request message optional and the service one of the options", () => {
    const parsed = serviceRequestSchema.parse({ name: "A", email: "a@b.co", service: "HR Solutions", message: "  " });
    expect(parsed.message).toBeUndefined();
    expect(serviceRequestSchema.safeParse({ name: "A", email: "a@b.co", service: "Select a service" }).success).toBe(
      false,
    );
  });
});
