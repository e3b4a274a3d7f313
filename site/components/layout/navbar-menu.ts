// The small screens' menu (site/components/layout/navbar.tsx) without an island: the navigation is
// plain HTML, and this script opens and closes its menu. Were the navigation an island, Astro's
// island runtime and its props would come before the hero in every page (docs/decisions/024).
//
// It runs inline right after the navigation's markup (site/layouts/Layout.astro inlines its source
// and gives its hash to the page's Content-Security-Policy; docs/decisions/027), before the page's
// main content is parsed: nothing is held, nothing replayed. It listens on the
// document and looks the toggle up when an event comes; starting, it touches neither the page
// nor the focus. It must stay self-contained (it is inlined as source) and small.

/** The menu's id and the toggle's words, shared by the navigation's HTML and this script. */
export const MENU = { id: "site-menu", openLabel: "Open menu", closeLabel: "Close menu" } as const;

/**
 * The toggle (`aria-controls` the menu) opens and closes it; Escape closes an open menu and puts
 * the focus back on the toggle; a link marked `data-menu-close` or one in the menu closes it.
 * The toggle's icon follows `aria-expanded` (CSS); this sets the state and the toggle's words.
 * Returns what stops it (for tests).
 */
export function navbarMenu({ id, openLabel, closeLabel }: typeof MENU) {
  const controller = new AbortController();
  const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
  const isOpen = () => toggle()?.getAttribute("aria-expanded") === "true";
  const set = (open: boolean) => {
    const button = toggle();
    const menu = document.getElementById(id);
    if (!button || !menu) return;
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    const label = button.querySelector("[data-menu-label]");
    if (label) label.textContent = open ? closeLabel : openLabel;
  };
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[aria-controls="${id}"]`)) set(!isOpen());
      else if (target?.closest(`#${id} a, a[data-menu-close]`)) set(false);
    },
    { signal: controller.signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !isOpen()) return;
      set(false);
      toggle()?.focus();
    },
    { signal: controller.signal },
  );
  return () => controller.abort();
}
