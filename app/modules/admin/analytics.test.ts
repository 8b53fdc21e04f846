import { describe, expect, it } from "vitest";
import { onPeriods, periodLabel, periodStarts } from "./analytics";

describe("analytics periods", () => {
  it("are the last twelve Copenhagen weeks, Monday first, oldest first", () => {
    const starts = periodStarts("week", new Date("2026-11-25T10:00:00Z"));
    expect(starts).toHaveLength(12);
    expect(starts.at(-1)!.toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(starts[0]!.toISOString()).toBe("2026-09-06T22:00:00.000Z");
    expect(periodLabel("week", starts.at(-1)!)).toBe("23 Nov");
  });

  it("are the last twelve months, across a change of summer time", () => {
    const starts = periodStarts("month", new Date("2026-11-25T10:00:00Z"));
    expect(starts.at(-1)!.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(starts[0]!.toISOString()).toBe("2025-11-30T23:00:00.000Z");
    expect(periodLabel("month", starts[0]!)).toBe("Dec 2025");
  });

  it("fill periods without data with zero", () => {
    const starts = periodStarts("month", new Date("2026-11-25T10:00:00Z"));
    expect(onPeriods(starts, new Map([[starts[3]!.toISOString(), 5]]))).toEqual([0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
