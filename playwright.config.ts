import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";

/**
 * The stories that build the site (the editor, publishing, preview, services added): each build
 * takes a minute of a 2-core machine, and the editor is worked at a desk, so they run at 1280 px
 * only; preview.spec.ts opens the preview bar at 375 px in the same run.
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
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
});
