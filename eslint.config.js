import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".tmp/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // Browser bundles must never reach server-only modules (database, secrets, files).
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/routes/**", "app/root.tsx", "app/entry.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*.server", "*.server.*"], message: "Server-only module: import it from a route loader/action or another .server file." }] },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**", "tests/**", "playwright.config.ts"],
    rules: { "no-console": "off" },
  },
);
