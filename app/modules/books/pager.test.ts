import { describe, expect, it } from "vitest";
import { clampPage, moveForKey, movePage, pagerState } from "./pager";

describe("pagerState", () => {
  it("describes the first, a middle and the last page", () => {
    expect(pagerState(0, 4)).toEqual({ index: 0, page: 1, total: 4, hasPrevious: false, hasNext: true, label: "Page 1 of 4" });
    expect(pagerState(2, 4)).toMatchObject({ page: 3, hasPrevious: true, hasNext: true, label: "Page 3 of 4" });
    expect(pagerState(3, 4)).toMatchObject({ page: 4, hasPrevious: true, hasNext: false, label: "Page 4 of 4" });
  });

  it("keeps an out-of-range index inside the preview", () => {
    expect(pagerState(9, 4)).toMatchObject({ index: 3, label: "Page 4 of 4" });
    expect(pagerState(-2, 4)).toMatchObject({ index: 0, label: "Page 1 of 4" });
    expect(pagerState(Number.NaN, 4)).toMatchObject({ index: 0 });
  });

  it("handles a single page and an empty preview", () => {
    expect(pagerState(0, 1)).toMatchObject({ hasPrevious: false, hasNext: false, label: "Page 1 of 1" });
    expect(pagerState(0, 0)).toMatchObject({ page: 0, hasPrevious: false, hasNext: false, label: "Page 0 of 0" });
  });
});

describe("movePage", () => {
  it("steps and stops at both ends", () => {
    expect(movePage(0, 4, "next")).toBe(1);
    expect(movePage(3, 4, "next")).toBe(3);
    expect(movePage(1, 4, "previous")).toBe(0);
    expect(movePage(0, 4, "previous")).toBe(0);
    expect(movePage(2, 4, "first")).toBe(0);
    expect(movePage(0, 4, "last")).toBe(3);
    expect(movePage(0, 0, "last")).toBe(0);
  });

  it("clampPage truncates fractions", () => {
    expect(clampPage(1.7, 4)).toBe(1);
  });
});

describe("moveForKey", () => {
  it("maps arrows, page keys, Home and End, and nothing else", () => {
    expect(moveForKey("ArrowLeft")).toBe("previous");
    expect(moveForKey("PageUp")).toBe("previous");
    expect(moveForKey("ArrowRight")).toBe("next");
    expect(moveForKey("PageDown")).toBe("next");
    expect(moveForKey("Home")).toBe("first");
    expect(moveForKey("End")).toBe("last");
    expect(moveForKey("Enter")).toBeUndefined();
    expect(moveForKey("ArrowUp")).toBeUndefined();
  });
});
