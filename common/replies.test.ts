import { describe, expect, it } from "vitest";
import { fillTemplate, replyProblem, replySubject, templateProblem, unknownPlaceholders } from "./replies";

describe("reply templates", () => {
  it("fills every known placeholder and leaves other braces alone", () => {
    const filled = fillTemplate(
      "Dear {name} ({reference}): {bookingUrl}, {consultationMinutes} min. {staffName} {x y}",
      {
        name: "Ada",
        reference: "CM-1234-AB",
        bookingUrl: "https://book.example.com",
        consultationMinutes: "30",
        staffName: "ann@example.com",
      },
    );
    expect(filled).toBe("Dear Ada (CM-1234-AB): https://book.example.com, 30 min. ann@example.com {x y}");
  });

  it("names an unknown placeholder, each once", () => {
    expect(unknownPlaceholders("{name} {firstName} {firstName} {Name}")).toEqual(["firstName", "Name"]);
    expect(templateProblem("Hello {firstName}")).toMatch(/^The template uses \{firstName\}, which/);
    expect(templateProblem("Hello {name}, see {bookingUrl}")).toBeUndefined();
  });
});

describe("replies", () => {
  it("subject: Re: <subject> [<reference>], on one line", () => {
    expect(replySubject("A project", "CM-1234-AB")).toBe("Re: A project [CM-1234-AB]");
    expect(replySubject("Two\r\nlines", "CM-1234-AB")).toBe("Re: Two lines [CM-1234-AB]");
  });

  it("refuses header injection, a lone carriage return and lengths over the limit", () => {
    expect(replyProblem({ subject: "Re: x\r\nBcc: a@example.net", body: "Hi" })).toMatch(/one line/);
    expect(replyProblem({ subject: "Re: x", body: "Hi\r\nBcc: a@example.net" })).toMatch(/mail header/);
    expect(replyProblem({ subject: "Re: x", body: "Hi\rthere" })).toMatch(/carriage return/);
    expect(replyProblem({ subject: "Re: x", body: "z".repeat(10_001) })).toMatch(/10,000/);
    expect(replyProblem({ subject: "Re: x", body: "Dear Ada,\n\nTo answer your question: yes." })).toBeUndefined();
  });
});
