import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 27: a lockfile written on one machine without the optional packages of other platforms
// (rollup's, esbuild's) makes `npm install` elsewhere add them, and the clone is dirty. Each
// optional dependency a locked package names must be locked too, where npm would look for it.

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { lockfileVersion: number; packages: Record<string, LockedPackage> };

/** Where node resolution finds `name` from the package at `at` (node_modules/a/node_modules/b → its own, then up). */
function resolves(at: string, name: string) {
  for (let base = at; ;) {
    if (lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  it("is a version 3 lockfile", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("locks every platform's optional packages of every locked package", () => {
    const missing = Object.entries(lock.packages).flatMap(([at, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${at || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
