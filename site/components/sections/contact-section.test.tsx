import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadContact } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import { ContactSection } from "./contact-section";

const { settings: site, contactSection } = await loadContact(fileSource());
const { whatsappUrl } = site;

describe("ContactSection", () => {
  it("shows the three channels, each with its promise", () => {
    render(<ContactSection copy={contactSection} />);
    expect(document.getElementById("contact")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute("href", whatsappUrl);
    expect(screen.getByText(/24\/7/)).toBeInTheDocument();
    expect(screen.getByText("Fastest")).toBeInTheDocument();
    expect(screen.getByText("Typical reply within 1 business day.")).toBeInTheDocument();
    expect(screen.getByText("Remote, serving clients worldwide")).toBeInTheDocument();
  });

  it("offers e-mail honestly where a form is not placed yet", () => {
    render(<ContactSection copy={contactSection} />);
    const links = screen.getAllByRole("link", { name: site.email });
    expect(links.length).toBe(3);
    for (const link of links) expect(link.getAttribute("href")).toMatch(/^mailto:/);
    expect(screen.getByRole("heading", { name: contactSection.messageTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: contactSection.newsletterTitle })).toBeInTheDocument();
  });

  it("renders the forms in their places when given", () => {
    render(
      <ContactSection
        copy={contactSection}
        messageForm={<form aria-label="Message form" />}
        newsletterForm={<form aria-label="Newsletter form" />}
      />,
    );
    expect(screen.getByRole("form", { name: "Message form" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Newsletter form" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: site.email })).toHaveLength(1);
  });
});
