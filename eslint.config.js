import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { everyImportSource, moduleCycles, moduleNever, resolveSpecifier } from "./eslint-rules/module-cycles.js";

// Imports go one way, routes → components → modules → db/lib (decision 008): a layer never
// imports from the layers above it. Paths are relative to the project root, without extension;
// "app/routes" and "app/root" also stand for the route table (routes.ts) and the root route.
// app/wiring.server introduces the modules to each other at start (decision 022): only the server imports it.
const layersAbove = {
  "app/components": ["app/routes", "app/root", "app/wiring.server"],
  "app/modules": ["app/routes", "app/root", "app/components", "app/wiring.server"],
  "app/db": ["app/routes", "app/root", "app/components", "app/modules", "app/wiring.server"],
  "app/lib": ["app/routes", "app/root", "app/components", "app/modules", "app/wiring.server"],
};

const toPosix = (file) => file.split(path.sep).join("/");
const isInside = (file, folder) => file === folder || file.startsWith(`${folder}/`) || file.startsWith(`${folder}.`);

const importDirection = {
  meta: {
    type: "problem",
    docs: { description: "Forbid imports from a layer above: routes → components → modules → db/lib" },
    messages: { upward: "{{importer}} must not import from {{target}}: imports go routes → components → modules → db/lib (docs/decisions/008)." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const importer = toPosix(path.relative(root, context.filename));
    const layer = Object.keys(layersAbove).find((folder) => isInside(importer, folder));
    if (!layer) return {};
    return everyImportSource((source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, importer);
      const above = target && layersAbove[layer].find((folder) => isInside(target, folder));
      if (above) context.report({ node: source, messageId: "upward", data: { importer: layer, target: above } });
    });
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".tmp/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      "bench-results/",
      "bench/*/build/",
    ],
  },
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
    // Type imports count too: a type from a layer above still ties the lower layer to it.
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { layers: { rules: { "import-direction": importDirection, "module-cycles": moduleCycles, "module-never": moduleNever } } },
    rules: { "layers/import-direction": "error", "layers/module-cycles": "error", "layers/module-never": "error" },
  },
  {
    // lucide-react's barrel makes every icon reachable from every page, and Rollup then puts all
    // the icons the app uses into the first load of each page. One file per icon keeps them apart.
    files: ["app/**/*.tsx", "app/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='lucide-react'][importKind!='type']",
          message: 'Import each icon from its own file: import Menu from "lucide-react/icons/menu".',
        },
      ],
    },
  },
  {
    files: ["server.js", "scripts/**", "tests/**", "bench/**", "playwright.config.ts"],
    rules: { "no-console": "off" },
  },
);
