import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots`: every registered page at 390 px and 1366 px, saved to screenshots/
 * (ignored by git) for review. Not part of `npm test`: it only takes pictures, it checks nothing.
 */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  testMatch: /\.screenshots\.ts$/,
  fullyParallel: false,
  workers: 1,
  projects: [
    { name: "390", use: { ...base.use, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
    { name: "1366", use: { ...base.use, viewport: { width: 1366, height: 900 } } },
  ],
});
