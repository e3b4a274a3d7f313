// The floating chat button (site/components/layout/chat-button.tsx) without an island: its HTML
// is on the page from the start, hidden, and this script shows it (decision 002): 3 seconds after
// the page loads if the page has not been scrolled, and whenever it is scrolled beyond 300 px
// (hidden again back above). A button that only appears needs none of React: a page whose
// first screen has nothing else interactive loads no island at all (docs/decisions/025).
//
// It runs inline, right after the button's HTML (site/layouts/Layout.astro inlines its source and
// gives its hash to the page's Content-Security-Policy). It must stay self-contained (it is
// inlined as source) and small.

/** The button's mark and the rules' figures, shared by its HTML and this script. */
export const CHAT = { attribute: "data-chat-button", delayMs: 3000, scrollThresholdPx: 300 } as const;

/**
 * Shows the button (marks it `data-shown`, which its classes follow) by the timer and scroll
 * rules. Returns what stops it (for tests).
 */
export function chatButton({ attribute, delayMs, scrollThresholdPx }: typeof CHAT) {
  const button = document.querySelector(`[${attribute}]`);
  if (!button) return () => undefined;
  const show = (shown: boolean) => button.toggleAttribute("data-shown", shown);
  const onScroll = () => show(window.scrollY > scrollThresholdPx);
  // After the delay it shows only on a page not scrolled at all; a scroll decides from then on.
  const timer = window.setTimeout(() => {
    if (window.scrollY === 0) show(true);
  }, delayMs);
  // The page may have been scrolled before the script ran (a restored scroll position).
  if (window.scrollY > 0) onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener("scroll", onScroll);
  };
}
