/**
 * The small screens' menu toggle (site/components/layout/navbar.tsx): open and close, a link
 * chosen closes it, Escape closes it and puts focus back on the toggle. Plain DOM, run inline right
 * after the navigation's markup (site/layouts/Layout.astro), so the toggle works from the moment
 * it is painted; the navigation needs no island, and Astro's island runtime comes after the hero.
 */
export function menuToggle() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  const label = toggle?.querySelector("[data-menu-label]");
  if (!toggle || !menu || !label) return;
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const set = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    label.textContent = open ? "Close menu" : "Open menu";
  };
  toggle.addEventListener("click", () => set(!isOpen()));
  // The brand or a menu link: the menu closes as the next page (or section) comes.
  toggle.closest("header")?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) set(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    set(false);
    toggle.focus();
  });
}
