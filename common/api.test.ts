import { describe, expect, it } from "vitest";
import { CONTACT_SUCCESS, SERVICE_REQUEST_SUCCESS, THANK_YOU, assessmentReceived, assessmentSuccess } from "./api";

// The one place the success sentences are written; the server, the forms and the outcome pages
// import them. They are the original site's texts, word for word.
describe("success sentences", () => {
  it("are the original site's, word for word", () => {
    expect(CONTACT_SUCCESS).toBe("Message sent successfully!");
    expect(THANK_YOU).toBe("Thank you!");
    expect(SERVICE_REQUEST_SUCCESS).toBe("Thank you! We've received your request and will contact you soon.");
    expect(assessmentReceived("Agile Coaching")).toBe(
      "We've received your Agile Coaching assessment request. Our team will contact you soon.",
    );
    expect(assessmentSuccess("IT Consulting")).toBe(
      "Thank you! We've received your IT Consulting assessment request. Our team will contact you soon.",
    );
  });
});
