// Index arithmetic and swipe detection of the carousel, kept pure so it is unit-tested.

/** A horizontal move must be longer than this many pixels to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 5;

/** Brings any integer index back into 0..count-1, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * What a gesture from start to end does: +1 (a swipe to the left advances), -1 (to the right goes
 * back) or 0 (too short, or more vertical than horizontal: the page scrolls instead).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
