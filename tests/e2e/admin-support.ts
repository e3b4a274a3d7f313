import { spawnSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

// What the inbox's specs share: a staff account made with the command, sign-in, axe, overflow.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
export const PASSWORD = "a long enough passphrase";

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Nothing scrolls sideways at the project's width (375 or 1280 px). */
export async function expectNoHorizontalOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: px wider than the viewport`).toBeLessThanOrEqual(0);
}

/** An account made with the staff command, as the first owner is (an owner unless `role` says). */
export function addStaff(email: string, role?: "owner" | "editor" | "consultant") {
  const result = spawnSync("npm", ["run", "-s", "staff", "--", "add", email, ...(role ? ["--role", role] : [])], {
    input: `${PASSWORD}\n${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: `file:${process.env.E2E_DATABASE_PATH}`, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

/** Fills the inbox's sign-in form on the page shown and sends it with its button. */
export async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // One password hash takes about 0.3 s, seconds on a busy 2-core machine: the form goes once
  // the session is made.
  await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toHaveCount(0, { timeout: 20_000 });
}

export const unique = (testInfo: TestInfo, name: string) =>
  `${name}-${testInfo.project.name}-${Date.now()}@e2e.example.com`;

export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  if (process.env.ADMIN_SCREENSHOTS) {
    await page.screenshot({
      path: `${process.env.ADMIN_SCREENSHOTS}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
}
