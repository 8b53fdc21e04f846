import { describe, expect, it } from "vitest";
import { contentRange, parseRange, rangeStillApplies } from "./range";

describe("parseRange", () => {
  const size = 1000;

  it("sends the whole file without a Range header, or with one it cannot use", () => {
    for (const header of [null, "", "items=0-10", "bytes=", "bytes=-", "bytes=abc-", "bytes=10-5", "bytes=0-1,5-9", "bytes 0-10", "bytes=1e3-"]) {
      expect(parseRange(header, size), String(header)).toEqual({ kind: "full" });
    }
  });

  it("reads first-last, first- and -suffix forms", () => {
    expect(parseRange("bytes=0-99", size)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseRange("bytes=500-", size)).toEqual({ kind: "partial", start: 500, end: 999 });
    expect(parseRange("bytes=-100", size)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange("Bytes = 10 - 10", size)).toEqual({ kind: "partial", start: 10, end: 10 });
  });

  it("clamps a range that runs past the end, and a suffix longer than the file", () => {
    expect(parseRange("bytes=900-5000", size)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange("bytes=-5000", size)).toEqual({ kind: "partial", start: 0, end: 999 });
  });

  it("finds a range that starts at or past the end, or an empty suffix, unsatisfiable", () => {
    expect(parseRange("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=1000-1001", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores numbers too large to be exact", () => {
    expect(parseRange("bytes=99999999999999999999-", size)).toEqual({ kind: "full" });
  });

  it("writes Content-Range", () => {
    expect(contentRange({ start: 0, end: 99 }, size)).toBe("bytes 0-99/1000");
  });
});

describe("rangeStillApplies", () => {
  const current = { etag: '"abc-1"', lastModified: new Date("2026-11-23T10:00:00.750Z") };

  it("holds without If-Range, or when the strong ETag or the second-exact date matches", () => {
    expect(rangeStillApplies(null, current)).toBe(true);
    expect(rangeStillApplies('"abc-1"', current)).toBe(true);
    expect(rangeStillApplies("Mon, 23 Nov 2026 10:00:00 GMT", current)).toBe(true);
  });

  it("fails for another ETag, a weak one, another date or nonsense", () => {
    expect(rangeStillApplies('"abc-2"', current)).toBe(false);
    expect(rangeStillApplies('W/"abc-1"', current)).toBe(false);
    expect(rangeStillApplies("Mon, 23 Nov 2026 09:59:59 GMT", current)).toBe(false);
    expect(rangeStillApplies("yesterday", current)).toBe(false);
  });
});
