import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Two projects: "unit" (pure functions and components) and "data" (anything that talks to
// a database: files named *.data.test.ts). `npm run test:pg` reruns "data" on PostgreSQL.
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
