import { describe, expect, it } from "vitest";
import { tokenBuckets } from "./token-bucket";

describe("tokenBuckets", () => {
  it("allows a burst of `capacity`, then refuses with the wait until the next token", () => {
    const limit = tokenBuckets({ capacity: 3, perSecond: 0.5 });
    const at = 1_000_000;
    expect([1, 2, 3].map(() => limit.take("a", at).ok)).toEqual([true, true, true]);
    expect(limit.take("a", at)).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(limit.take("b", at).ok).toBe(true);
  });

  it("refills at `perSecond`, never above `capacity`", () => {
    const limit = tokenBuckets({ capacity: 2, perSecond: 1 });
    const at = 1_000_000;
    limit.take("a", at);
    limit.take("a", at);
    expect(limit.take("a", at + 500).ok).toBe(false);
    expect(limit.take("a", at + 1_000).ok).toBe(true);
    // An hour idle refills to two, not to 3,600.
    expect([1, 2, 3].map(() => limit.take("a", at + 3_600_000).ok)).toEqual([true, true, false]);
  });

  it("forgets refilled keys when full, and keeps the ones still spending", () => {
    const limit = tokenBuckets({ capacity: 1, perSecond: 1, maxKeys: 2 });
    const at = 1_000_000;
    limit.take("old", at);
    limit.take("busy", at + 5_000);
    limit.take("new", at + 5_000); // full: "old" has refilled and is forgotten
    expect(limit.take("busy", at + 5_000).ok).toBe(false);
  });
});
