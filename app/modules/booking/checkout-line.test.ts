import { describe, expect, it } from "vitest";
import { clockTime, sessionLineDescription } from "./checkout-line";

describe("a private session's checkout line", () => {
  it("says the day, the times, the length and whose clock, in the coach's zone whatever the machine's", () => {
    // 13:00 UTC is 14:00 in Copenhagen in winter.
    expect(sessionLineDescription(new Date("2026-12-03T13:00:00Z"), new Date("2026-12-03T14:00:00Z"))).toBe(
      "Thursday 3 December 2026, 14:00–15:00 (60 min), Copenhagen time",
    );
    // Summer time: 07:00 UTC is 09:00; a 45-minute session.
    expect(sessionLineDescription(new Date("2026-06-01T07:00:00Z"), new Date("2026-06-01T07:45:00Z"))).toBe(
      "Monday 1 June 2026, 09:00–09:45 (45 min), Copenhagen time",
    );
    expect(sessionLineDescription(new Date("2026-12-03T13:00:00Z"), new Date("2026-12-03T14:00:00Z"), "America/New_York")).toBe(
      "Thursday 3 December 2026, 08:00–09:00 (60 min), New York time",
    );
  });

  it("speaks Danish for a booking begun on a Danish page", () => {
    expect(sessionLineDescription(new Date("2026-12-03T13:00:00Z"), new Date("2026-12-03T14:00:00Z"), undefined, "da")).toBe(
      "torsdag den 3. december 2026, 14.00–15.00 (60 min), dansk tid",
    );
    expect(clockTime(new Date("2026-12-03T13:32:10Z"), undefined, "da")).toBe("14.32");
  });

  it("gives the hold's end as a clock time", () => {
    expect(clockTime(new Date("2026-12-03T13:32:10Z"))).toBe("14:32");
  });
});
