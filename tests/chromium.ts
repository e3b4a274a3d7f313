// Debian's Chromium as everything here that drives a browser starts it (../shared/STACK.md):
// the end-to-end tests, the benchmarks and the screenshots. No browser is downloaded.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
