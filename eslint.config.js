import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A relative import that climbs into one of these top-level folders: `../server/x`, `../../app/y`. */
const climbsInto = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join("|")})(/|$)`, message });
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// Import direction: common/ is shared by every side and imports none; the site and the inbox
// never import the server nor each other (the inbox is built apart: not a byte of it on a public
// page); content is data, and the components that render it import it, never the reverse.
const APP_IMPORTS = [
  climbsInto(["server"], "app/ never imports server/: share code through common/."),
  climbsInto(["admin"], "app/ never imports admin/: the inbox is built apart from the site."),
];
const importDirection = [
  {
    files: ["common/**/*.ts"],
    rules: restrictImports(
      climbsInto(["app", "admin", "server"], "common/ is imported by app/, admin/ and server/ and imports none."),
      {
        regex: "^(node:|react(-dom)?(/|$))",
        message: "common/ runs in the browser and on the server: no React, no node:*.",
      },
    ),
  },
  { files: ["app/**/*.{ts,tsx}"], rules: restrictImports(...APP_IMPORTS) },
  {
    files: ["admin/**/*.{ts,tsx}"],
    ignores: ["admin/vite.config.ts"],
    rules: {
      ...restrictImports(
        climbsInto(["server", "app"], "admin/ imports neither server/ nor app/: share code through common/."),
      ),
      // Loaders and actions throw React Router's redirect(), a Response.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
    },
  },
  {
    files: ["app/content/**/*.{ts,tsx}", "app/pages/**/content.ts"],
    rules: restrictImports(
      ...APP_IMPORTS,
      climbsInto(
        ["components"],
        "Content is data: the component that renders it imports the content, not the reverse.",
      ),
    ),
  },
];

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React Router's route modules write `meta({}: Route.MetaArgs)` when they read no argument.
      "no-empty-pattern": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Hooks live in .tsx files and, outside components, in app's and admin's .ts modules (use-*.ts beside what uses them).
  { files: ["**/*.tsx", "app/**/*.ts", "admin/**/*.ts"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    // A Fastify plugin is an async function by contract, whether or not it awaits anything.
    files: ["server/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  ...importDirection,
  {
    // Public pages run no router in the browser: their links are plain <a> (app/islands/island.tsx).
    // Only the document shell (app/root.tsx), the entries and the inbox use React Router's components.
    files: ["app/components/**/*.tsx", "app/pages/**/*.tsx", "app/routes/**/*.tsx", "app/islands/**/*.ts?(x)"],
    ignores: ["app/islands/router.tsx", "**/*.test.tsx"],
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
