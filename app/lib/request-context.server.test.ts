import { describe, expect, it } from "vitest";
import { currentRequestId, requestIdFrom, runInRequest } from "./request-context.server";

describe("request ids", () => {
  it("takes X-Request-Id only from a trusted proxy, and only a plain token", () => {
    expect(requestIdFrom("lb-7f3a", true)).toBe("lb-7f3a");
    expect(requestIdFrom("lb-7f3a", false)).not.toBe("lb-7f3a");
    expect(requestIdFrom("a b\nforged log line", true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom("x".repeat(129), true)).toHaveLength(36);
    expect(requestIdFrom(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is the current request's id in everything the request starts, and none outside", async () => {
    expect(currentRequestId()).toBeUndefined();
    const seen = await runInRequest({ id: "req-1" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe("req-1");
  });
});
