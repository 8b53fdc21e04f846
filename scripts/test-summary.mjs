// The closing lines of `npm test` (scripts/test.sh): each step's time, the tests per kind from
// the runners' JSON reports, the slowest browser tests and data files, and "Tests: N passed,
// N failed". Past 25 minutes it warns and does not fail: a loaded machine must not stop a
// landing (decision 063). Everything printed is also written to bench-results/npm-test.json,
// so a step that grows is seen the day it does.
//   node scripts/test-summary.mjs <results dir> [--failed]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const WARN_AFTER_SECONDS = 25 * 60;
const dir = process.argv[2];
const stoppedEarly = process.argv.includes("--failed");

const read = (file) => {
  const report = path.join(dir, file);
  return existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : undefined;
};

/** Steps as scripts/test.sh wrote them: one "name<TAB>seconds" line each, in order. */
const steps = existsSync(path.join(dir, "steps.tsv"))
  ? readFileSync(path.join(dir, "steps.tsv"), "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [name, seconds] = line.split("\t");
        return { name, seconds: Number(seconds) };
      })
  : [];

/** Passed, failed and skipped per kind of test, in the order the kinds were first met. */
const tallies = new Map();
const add = (kind, outcome) => {
  const tally = tallies.get(kind) ?? { kind, passed: 0, failed: 0, skipped: 0 };
  tally[outcome]++;
  tallies.set(kind, tally);
};
const slowFiles = [];

// Vitest: unit and data tests share one report on the first leg; a file's name tells which.
const vitestReports = [
  ["vitest.json", (name) => (/\.data\.test\.tsx?$/.test(name) ? "data (PGlite)" : "unit")],
  ["vitest-pg.json", () => "data (PostgreSQL)"],
  ["vitest-instances.json", () => "two instances"],
  ["vitest-node24.json", () => "unit, runtime-sensitive (Node 24)"],
];
for (const [file, kindOf] of vitestReports) {
  const json = read(file);
  if (!json) continue;
  for (const result of json.testResults) {
    const kind = kindOf(result.name);
    for (const test of result.assertionResults) add(kind, test.status === "passed" ? "passed" : test.status === "failed" ? "failed" : "skipped");
    // A file that fails before its tests run has no assertion results.
    if (result.status === "failed" && result.assertionResults.every((test) => test.status !== "failed")) add(kind, "failed");
    if (file === "vitest.json" || file === "vitest-pg.json") {
      slowFiles.push({ name: `${path.relative(process.cwd(), result.name)} (${kind})`, seconds: (result.endTime - result.startTime) / 1000 });
    }
  }
}

// Playwright: counted per project (phone, desktop, server), the outcome of each test's last try.
const slowTests = [];
const playwrightReports = [
  ["playwright.json", (project) => `browser, ${project}`],
  ["playwright-pg.json", () => "browser, server on PostgreSQL"],
  ["playwright-node24.json", () => "browser smoke (Node 24)"],
];
for (const [file, kindOf] of playwrightReports) {
  const json = read(file);
  if (!json) continue;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const outcome = test.status === "expected" || test.status === "flaky" ? "passed" : test.status === "skipped" ? "skipped" : "failed";
        add(kindOf(test.projectName), outcome);
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        slowTests.push({ name: `[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`, seconds });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites) walk(suite, []);
}

const kinds = [...tallies.values()];

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
const total = steps.reduce((sum, step) => sum + step.seconds, 0);
const passed = kinds.reduce((sum, kind) => sum + kind.passed, 0);
const failed = kinds.reduce((sum, kind) => sum + kind.failed, 0);
const skipped = kinds.reduce((sum, kind) => sum + kind.skipped, 0);
const top = (list) => [...list].sort((a, b) => b.seconds - a.seconds).slice(0, 8);

if (steps.length) {
  console.log("\nStep times (m:ss)");
  for (const step of steps) console.log(`  ${minutes(step.seconds).padStart(6)}  ${step.name}`);
  console.log(`  ${minutes(total).padStart(6)}  in all${stoppedEarly ? " (stopped early)" : ""}`);
}
if (kinds.length) {
  console.log("\nTests per kind (passed / failed / skipped)");
  for (const { kind, passed, failed, skipped } of kinds) console.log(`  ${String(passed).padStart(5)} / ${failed} / ${skipped}  ${kind}`);
}
if (slowTests.length) {
  console.log("\nSlowest browser tests (seconds, every try)");
  for (const test of top(slowTests)) console.log(`  ${test.seconds.toFixed(1).padStart(6)}  ${test.name}`);
}
if (slowFiles.length) {
  console.log("\nSlowest unit and data test files (seconds)");
  for (const file of top(slowFiles)) console.log(`  ${file.seconds.toFixed(1).padStart(6)}  ${file.name}`);
}
if (total > WARN_AFTER_SECONDS) {
  console.log(
    `\n\x1b[33mWarning: the run took ${minutes(total)}, over ${WARN_AFTER_SECONDS / 60} minutes. Find the step that grew above (decision 063).\x1b[0m`,
  );
}

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  path.join("bench-results", "npm-test.json"),
  `${JSON.stringify({ finished: new Date().toISOString(), stoppedEarly, totalSeconds: Math.round(total * 10) / 10, steps, tests: kinds, slowestBrowserTests: top(slowTests), slowestTestFiles: top(slowFiles) }, null, 2)}\n`,
);

console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
