import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: "unit" (pure functions and components) and "data" (anything that talks to
// a database: files named *.data.test.ts). `npm run test:pg` reruns "data" on PostgreSQL.

/**
 * The unit tests sensitive to the runtime: what Node itself provides (crypto, streams and fetch,
 * HTTP, the file system, Intl's time zones and number formats), rather than our own logic.
 * `npm test` runs these again on Node 24 as the "runtime" project (decision 063); a new test of
 * such code is added here. tests/lint/runtime-sensitive.test.ts checks every entry exists.
 */
export const runtimeSensitiveTests = [
  // crypto (signing, hashes, random secrets) and compression
  "app/modules/storage/s3-storage.test.ts",
  "app/modules/accounts/secret.server.test.ts",
  "server/render-cache.test.ts",
  // streams, fetch's Request/Response/FormData, node:http
  "app/modules/forms/body-limit.test.ts",
  "server/body-limit.test.ts",
  "server/early-answer.test.ts",
  "server/fast-path.test.ts",
  "server/json-route.test.ts",
  "server/secret-routes.test.ts",
  "app/lib/scripts-after-first-paint.server.test.ts",
  "app/lib/request-input.server.test.ts",
  // the file system (modes, directories, streamed files)
  "app/db/make-directory.test.ts",
  "app/modules/storage/local-storage.test.ts",
  // Intl: time zones and number formats come with the runtime's ICU data
  "app/lib/number-format.test.ts",
  "app/modules/booking/slots.test.ts",
  "app/modules/booking/feed.test.ts",
];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts"],
          exclude: ["app/**/*.data.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          // The Node 24 leg of `npm test` (scripts/test.sh): the runtime-sensitive unit tests.
          name: "runtime",
          include: runtimeSensitiveTests,
          environment: "node",
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Two built app processes against one PostgreSQL: `npm run test:instances` (after a build).
          name: "instances",
          include: ["tests/instances/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "data",
          include: ["app/**/*.data.test.ts", "server/**/*.data.test.ts"],
          globalSetup: ["./tests/pglite-template.global.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
