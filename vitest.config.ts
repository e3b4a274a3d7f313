import { defineConfig } from "vitest/config";

// Own config, without the React Router plugin: it serves the dev server and the build, not tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "happy-dom",
          include: [
            "app/**/*.test.{ts,tsx}",
            "admin/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "scripts/**/*.test.ts",
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
          setupFiles: ["./tests/fail-on-console-error.ts"],
          testTimeout: 20_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
