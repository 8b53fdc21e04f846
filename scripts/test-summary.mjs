// Adds up the runners' JSON reports into one closing line: "Tests: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of ["vitest.json", "vitest-pg.json", "vitest-instances.json", "vitest-node24.json"]) {
  const report = path.join(dir, file);
  if (!existsSync(report)) continue;
  const json = JSON.parse(readFileSync(report, "utf8"));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + (json.numTodoTests ?? 0);
}

for (const file of ["playwright.json", "playwright-pg.json", "playwright-node24.json"]) {
  const report = path.join(dir, file);
  if (!existsSync(report)) continue;
  const { stats } = JSON.parse(readFileSync(report, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
