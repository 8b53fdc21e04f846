import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SECRET_FILE, secretFromFile } from "./secret.server";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("secretFromFile", () => {
  it("generates the secret once, readable by the owner only, and reads it back after a restart", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
    dirs.push(dir);
    const first = secretFromFile(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(secretFromFile(dir)).toBe(first);
  });
});
