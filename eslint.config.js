import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A relative import that climbs into one of these top-level folders: `../server/x`, `../../site/y`. */
const climbsInto = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join("|")})(/|$)`, message });
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// Import direction: common/ is shared by every side and imports none (the content model,
// common/content/, is what the site, the editor and the server share); the server imports neither
// the site nor the editor nor the inbox; the site and the inbox never import the server nor each
// other (the inbox is built apart: not a byte of it on a public page); content is data, and the
// components that render it import it, never the reverse.
const SITE_IMPORTS = [
  climbsInto(["server"], "site/ never imports server/: share code through common/."),
  climbsInto(["admin"], "site/ never imports admin/: the inbox is built apart from the site."),
];
const importDirection = [
  {
    files: ["common/**/*.ts"],
    rules: restrictImports(
      climbsInto(
        ["site", "admin", "editor", "server"],
        "common/ is imported by site/, admin/, editor/ and server/ and imports none.",
      ),
      {
        regex: "^(node:|react(-dom)?(/|$))",
        message: "common/ runs in the browser and on the server: no React, no node:*.",
      },
    ),
  },
  {
    // The content manifest is made at build and read by the server, never in a browser; likewise
    // the services' offer read from a content folder (a server without a build of its own), and a
    // built page's hashes for its policy.
    files: ["common/content/manifest.ts", "common/content/read-service-offer.ts", "common/page-hashes.ts"],
    rules: restrictImports(
      climbsInto(
        ["site", "admin", "editor", "server"],
        "common/ is imported by site/, admin/, editor/ and server/ and imports none.",
      ),
    ),
  },
  // server/site/ is the server's own (it serves the built pages): only a climb to the repository's
  // root reaches the top-level site/, so the rule is written per folder depth. A test may reach
  // across (admin.test.ts drives the inbox's client against the server).
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`server/${"*/".repeat(depth - 1)}*.ts`],
    ignores: ["server/**/*.test.ts"],
    rules: restrictImports({
      regex: `^${"\\.\\./".repeat(depth)}(site|editor|admin)(/|$)`,
      message:
        "server/ imports neither site/ nor editor/ nor admin/: share code through common/ (the content model: common/content/).",
    }),
  })),
  {
    files: ["editor/**/*.{ts,tsx}"],
    ignores: ["editor/vite.config.ts"],
    rules: restrictImports(
      climbsInto(["server", "admin"], "editor/ imports neither server/ nor admin/: share code through common/."),
    ),
  },
  { files: ["site/**/*.{ts,tsx}"], ignores: ["site/integration.ts"], rules: restrictImports(...SITE_IMPORTS) },
  {
    files: ["admin/**/*.{ts,tsx}"],
    ignores: ["admin/vite.config.ts"],
    rules: {
      ...restrictImports(
        climbsInto(["server", "site"], "admin/ imports neither server/ nor site/: share code through common/."),
      ),
      // Loaders and actions throw React Router's redirect(), a Response.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
    },
  },
  {
    files: ["site/loaders/**/*.{ts,tsx}"],
    rules: restrictImports(...SITE_IMPORTS, {
      regex: "^(\\.\\./)+components/",
      message: "Content is data: the component that renders it imports the content, not the reverse.",
    }),
  },
];

export default tseslint.config(
  {
    ignores: ["build/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "data/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Hooks live in .tsx files and, outside components, in site's and admin's .ts modules (use-*.ts beside what uses them).
  { files: ["**/*.tsx", "site/**/*.ts", "admin/**/*.ts"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    // A Fastify plugin is an async function by contract, whether or not it awaits anything.
    files: ["server/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  ...importDirection,
  {
    // Public pages run no router in the browser: their links are plain <a>. Only the inbox
    // (admin/) uses React Router.
    files: ["site/**/*.ts?(x)"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              allowTypeImports: true,
              message: "Public pages have no router in the browser: use <a href>, and props for the current path.",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  prettier,
);
