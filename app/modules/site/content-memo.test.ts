import { describe, expect, it, vi } from "vitest";
import { createContentMemo } from "./content-memo.server";

function watchAt(initial: number | undefined) {
  const watch = { version: initial as number | undefined, current: vi.fn(async () => watch.version) };
  return watch;
}

describe("reads kept for the content version", () => {
  it("asks the database once per version, and again as soon as the version moves", async () => {
    const watch = watchAt(7);
    const memo = createContentMemo(watch);
    let reads = 0;
    const read = async () => ({ courses: ++reads });
    expect(await memo("courses", read)).toEqual({ courses: 1 });
    expect(await memo("courses", read)).toEqual({ courses: 1 });
    watch.version = 8;
    expect(await memo("courses", read)).toEqual({ courses: 2 });
    expect(await memo("courses", read)).toEqual({ courses: 2 });
    expect(reads).toBe(2);
  });

  it("keeps each key apart", async () => {
    const memo = createContentMemo(watchAt(1));
    expect(await memo("products:Mugs", async () => ["mug"])).toEqual(["mug"]);
    expect(await memo("products:Books", async () => ["book"])).toEqual(["book"]);
    expect(await memo("products:Mugs", async () => ["other"])).toEqual(["mug"]);
  });

  it("shares one read between requests that arrive while it is on its way", async () => {
    const memo = createContentMemo(watchAt(3));
    let reads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    expect(await Promise.all([memo("k", slow), memo("k", slow), memo("k", slow)])).toEqual([1, 1, 1]);
  });

  it("reads every time while the version is unknown (the database did not answer the check)", async () => {
    const failing = { current: vi.fn(async (): Promise<number | undefined> => Promise.reject(new Error("down"))) };
    const memo = createContentMemo(failing);
    let reads = 0;
    await memo("k", async () => ++reads);
    await memo("k", async () => ++reads);
    expect(reads).toBe(2);
    const unknown = createContentMemo(watchAt(undefined));
    await unknown("k", async () => ++reads);
    await unknown("k", async () => ++reads);
    expect(reads).toBe(4);
  });

  it("does not keep a read that failed", async () => {
    const memo = createContentMemo(watchAt(1));
    await expect(memo("k", async () => Promise.reject(new Error("timeout")))).rejects.toThrow("timeout");
    await Promise.resolve();
    expect(await memo("k", async () => "answered")).toBe("answered");
  });

  it("starts again past its size instead of growing without end", async () => {
    const memo = createContentMemo(watchAt(1), 2);
    let reads = 0;
    const read = async () => ++reads;
    await memo("a", read);
    await memo("b", read);
    await memo("c", read); // full: everything before is dropped
    await memo("a", read);
    expect(reads).toBe(4);
  });
});
