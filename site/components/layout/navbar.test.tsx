import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { loadLayout } from "../../loaders/pages";
import { fileSource } from "../../loaders/read";
import { Navbar } from "./navbar";
import { MENU, navbarMenu } from "./navbar-menu";

const { settings: site, navigation } = await loadLayout(fileSource());

/** Stops the menu's script after each test: its listeners are on the document. */
let stopMenu: (() => void) | undefined;
afterEach(() => {
  stopMenu?.();
  stopMenu = undefined;
});

/** The navigation as a page has it: its HTML, and the menu's script listening (it starts first, in <head>). */
function renderAt(path: string, section?: string) {
  stopMenu = navbarMenu(MENU);
  render(
    <Navbar
      path={path}
      section={section}
      siteName={site.name}
      schedulingUrl={site.schedulingUrl}
      links={navigation.main}
    />,
  );
}

const toggle = () => screen.getByRole("button", { name: /menu/i });

describe("Navbar", () => {
  it("lists the five links in order and marks the current page", () => {
    renderAt("/about");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links.slice(1, 6)).toEqual(["Home", "About Us", "Services", "Case Studies", "Contact"]);
    const current = within(nav).getAllByRole("link", { current: "page" });
    expect(current.map((link) => link.textContent)).toEqual(["About Us"]);
  });

  it("on a service page, marks Services as the part of the site the page is in, not as the page", () => {
    renderAt("/agile", "/services");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryAllByRole("link", { current: "page" })).toEqual([]);
    const current = within(nav).getAllByRole("link", { current: true });
    expect(current.map((link) => link.textContent)).toEqual(["Services"]);
    expect(current[0]!.className).toContain("bg-brand-50");
  });

  it("opens the scheduling page in a new tab from Book Consultation", () => {
    renderAt("/");
    const book = screen.getByRole("link", { name: /Book Consultation \(opens in a new tab\)/ });
    expect(book).toHaveAttribute("href", site.schedulingUrl);
    expect(book).toHaveAttribute("target", "_blank");
    expect(book).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps the mobile menu closed at start and toggles it", async () => {
    const user = userEvent.setup();
    renderAt("/");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    const menu = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName("Close menu");
    expect(menu).toBeVisible();
    expect(within(menu!).getByRole("link", { name: "Book Consultation" })).toHaveAttribute(
      "href",
      "/book-consultation",
    );
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAccessibleName("Open menu");
    expect(menu).not.toBeVisible();
  });

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(toggle());
    const menu = document.getElementById(toggle().getAttribute("aria-controls") ?? "")!;
    await user.click(within(menu).getByRole("link", { name: "Services" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
  });

  it("closes the menu when the brand is chosen, not when a desktop link is", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(toggle());
    await user.click(within(nav).getByRole("link", { name: "About Us" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.click(within(nav).getByRole("link", { name: site.name }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(toggle());
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("leaves Escape alone while the menu is closed: the focus stays where it is", async () => {
    const user = userEvent.setup();
    renderAt("/");
    const link = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Services" });
    link.focus();
    await user.keyboard("{Escape}");
    expect(link).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("starting, moves nothing: the focus stays and the navigation's HTML is as rendered", () => {
    render(<Navbar path="/" siteName={site.name} schedulingUrl={site.schedulingUrl} links={navigation.main} />);
    const brand = screen.getByRole("link", { name: site.name });
    brand.focus();
    const before = document.body.innerHTML;
    stopMenu = navbarMenu(MENU);
    expect(brand).toHaveFocus();
    expect(document.body.innerHTML).toBe(before);
  });
});
