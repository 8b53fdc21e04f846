import { describe, expect, it } from "vitest";
import { bearerMatches } from "./operations";

describe("the metrics token", () => {
  it("is accepted only as the exact bearer token", () => {
    const token = "a-long-metrics-token-123";
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
  });
});
