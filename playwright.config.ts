import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";
import { DESKTOP, PHONE } from "./tests/screen-sizes";

/**
 * The stories that build the site (the editor, publishing, preview, services added): each build
 * takes a minute of a 2-core machine, and the editor is worked at a desk, so they run at 1280 px
 * only; what a visitor or a consultant does there on a phone is done at 375 px in the same run
 * (the preview bar and "Publish this", the new service's dialog and assessment).
 */
const BUILDING_STORIES = ["edited-content", "editor", "preview", "services-content"].map(
  (name) => `**/${name}.spec.ts`,
);

// End-to-end tests against the production build served by the real server
// (tests/e2e/global-setup.ts starts it on a free port), in Debian's Chromium.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: BUILDING_STORIES,
      use: PHONE,
    },
    { name: "desktop", use: DESKTOP },
  ],
});
