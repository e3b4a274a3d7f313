import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      // React Router's `meta({}: Route.MetaArgs)` signature (STACK.md).
      "no-empty-pattern": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["**/*.tsx", "app/lib/**/*.ts"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    // A Fastify plugin is an async function by contract, whether or not it awaits anything.
    files: ["server/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // A page folder's route loads with the page; its sections and their copy load later, as an
    // island (app/components/island.tsx). A static import would pull them into the first load.
    files: ["app/pages/**/route.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\./(sections|content)$",
              allowTypeImports: true,
              message: 'Load ./sections with island(() => import("./sections")); only the island imports ./content.',
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  prettier,
);
