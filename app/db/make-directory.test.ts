import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDownDataDir, makeDirectory } from "./client.server";

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

  it("creates levels for the owner only, whatever the umask", () => {
    const previous = process.umask(0o022);
    try {
      const dir = path.join(root, "owner", "only");
      makeDirectory(dir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(path.dirname(dir)).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });
});

describe("lockDownDataDir", () => {
  it("sets DATA_DIR and its database and files folders to 0700 at every start", () => {
    const dataDir = path.join(root, "data");
    for (const dir of [dataDir, path.join(dataDir, "pglite"), path.join(dataDir, "files")]) {
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o755);
    }
    lockDownDataDir(dataDir);
    for (const dir of [dataDir, path.join(dataDir, "pglite"), path.join(dataDir, "files")]) expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
  });
});
