import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium; Playwright's own browser download is not reachable from here.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // PW_OUTPUT_DIR: Playwright empties its output folder at start, so runs side by side need their own.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  // A directory per run for the server specs' data template (tests/e2e/support/server-process.ts).
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  // Two: one a core on the 2-core machine `npm test` is measured on (decision 063); PW_WORKERS tries another count.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_REPORTER ? [["list"], ["json", { outputFile: process.env.PW_REPORTER }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  // *.phone.spec.ts and *.desktop.spec.ts run at that width only; *.server.spec.ts (server
  // processes, HTTP fuzzing) do not depend on a viewport and run once.
  projects: [
    {
      name: "phone",
      testIgnore: [/\.desktop\.spec\.ts$/, /\.server\.spec\.ts$/],
      use: { ...devices["Pixel 7"], browserName: "chromium", launchOptions: chromium },
    },
    {
      name: "desktop",
      testIgnore: [/\.phone\.spec\.ts$/, /\.server\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    {
      name: "server",
      testMatch: /\.server\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
