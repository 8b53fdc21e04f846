import { mkdtempSync, rmSync, writeFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDirectory } from "./client.server";

const root = mkdtempSync(path.join(tmpdir(), "make-directory-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("makeDirectory", () => {
  it("creates every missing level, and accepts one that exists", () => {
    const dir = path.join(root, "a", "b", "c");
    makeDirectory(dir);
    makeDirectory(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it("refuses a file on the way", () => {
    writeFileSync(path.join(root, "file"), "x");
    expect(() => makeDirectory(path.join(root, "file", "pglite"))).toThrow(expect.objectContaining({ code: "ENOTDIR" }));
  });

  it("fails instead of hanging where the file system refuses new entries (/proc)", () => {
    expect(() => makeDirectory("/proc/no-such-dir/pglite")).toThrow(expect.objectContaining({ code: "ENOENT" }));
  });
});
