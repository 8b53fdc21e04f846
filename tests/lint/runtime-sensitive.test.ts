import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runtimeSensitiveTests } from "../../vitest.config";

// The Node 24 leg runs only the tests vitest.config.ts lists (decision 063): a listed file that
// was renamed or moved would silently leave that leg, so each entry must name a unit test file.
describe("the runtime-sensitive tests run again on Node 24", () => {
  it.each(runtimeSensitiveTests)("%s exists and is a unit test", (file) => {
    expect(existsSync(file)).toBe(true);
    expect(file).toMatch(/\.test\.tsx?$/);
    expect(file).not.toMatch(/\.data\.test\./);
  });
});
