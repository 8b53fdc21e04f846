import { describe, expect, it } from "vitest";
import { backoffDelay, nextStep, type RetryRules } from "./retry";

const rules: RetryRules = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 5_000 };
const now = new Date("2026-11-23T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("print-on-demand retry rule", () => {
  it("doubles the wait after each failed attempt, up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, rules))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it("waits as long as Retry-After asks when that is longer, but never past the cap", () => {
    expect(backoffDelay(1, rules, 3_000)).toBe(3_000);
    expect(backoffDelay(3, rules, 500)).toBe(4_000);
    expect(backoffDelay(1, rules, 60_000)).toBe(5_000);
  });

  it("a created order is submitted with the printer's id", () => {
    expect(nextStep({ kind: "created", providerOrderId: "g-1" }, 1, now, rules)).toEqual({ status: "submitted", providerOrderId: "g-1" });
  });

  it("network errors, 429 and 5xx wait and try again until the attempts run out", () => {
    const failure = { kind: "retryable" as const, reason: "Gelato answered 503" };
    expect(nextStep(failure, 1, now, rules)).toEqual({ status: "waiting", nextAttemptAt: later(1_000), lastError: "Gelato answered 503" });
    expect(nextStep(failure, 3, now, rules)).toEqual({ status: "waiting", nextAttemptAt: later(4_000), lastError: "Gelato answered 503" });
    expect(nextStep({ ...failure, retryAfterMs: 2_500 }, 1, now, rules)).toMatchObject({ status: "waiting", nextAttemptAt: later(2_500) });
    expect(nextStep(failure, 4, now, rules)).toEqual({ status: "failed", lastError: "Gave up after 4 attempts: Gelato answered 503" });
  });

  it("a 4xx validation error fails at once, with the reason", () => {
    expect(nextStep({ kind: "rejected", reason: "Gelato answered 400: bad productUid" }, 1, now, rules)).toEqual({
      status: "failed",
      lastError: "Gelato answered 400: bad productUid",
    });
  });
});
