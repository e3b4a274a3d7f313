import { configDefaults, defineConfig } from "vitest/config";

// Tests only: the site builds with Astro (astro.config.ts), the inbox with admin/vite.config.ts, the
// editor with editor/vite.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        // Components under test send no beacons (the counting script is checked in the e2e).
        define: { __ANALYTICS__: "false" },
        test: {
          name: "unit",
          environment: "happy-dom",
          include: [
            "site/**/*.test.{ts,tsx}",
            "admin/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "build-steps/**/*.test.ts",
            "editor/**/*.test.ts",
            "tests/starting-content.test.ts",
          ],
          setupFiles: ["./tests/setup-unit.ts", "./tests/fail-on-console-error.ts"],
        },
      },
      {
        // Server tests inject into buildApp; those of the site and tests/build need `npm run build` first.
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/build/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/build/production-install.test.ts"],
          setupFiles: ["./tests/fail-on-console-error.ts"],
          testTimeout: 20_000,
          fileParallelism: false,
        },
      },
      {
        // One long test (an npm install, a build and a publish in a folder of its own), run last by
        // `npm test`: beside the end-to-end tests it loaded a 2-core machine until they timed out.
        test: {
          name: "install",
          environment: "node",
          include: ["tests/build/production-install.test.ts"],
          setupFiles: ["./tests/fail-on-console-error.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
