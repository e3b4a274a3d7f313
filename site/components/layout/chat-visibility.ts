// When the floating chat button shows (decision 002).
export const CHAT_DELAY_MS = 3000;
export const CHAT_SCROLL_THRESHOLD_PX = 300;

/** After the 3-second timer: shows only if the page has not been scrolled. */
export function visibleAfterDelay(visible: boolean, scrollY: number): boolean {
  return scrollY === 0 ? true : visible;
}

/** On every scroll: shown beyond 300 px, hidden when back above it. */
export function visibleAfterScroll(scrollY: number): boolean {
  return scrollY > CHAT_SCROLL_THRESHOLD_PX;
}
