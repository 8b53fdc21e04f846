import { describe, expect, it } from "vitest";
import { pageHoldToken } from "./page-hold-token";

const token = /^[A-Za-z0-9_-]{16,64}$/;

describe("pageHoldToken", () => {
  it("is the same for the same page, address and slot (a double submit asks for one hold)", () => {
    const first = pageHoldToken("nonce-aaaaaaaaaaaaaaaa", "Ann@Example.dk ", "2026-12-01T09:00:00.000Z");
    expect(first).toBe(pageHoldToken("nonce-aaaaaaaaaaaaaaaa", "ann@example.dk", "2026-12-01T09:00:00.000Z"));
    expect(first).toMatch(token);
  });

  it("differs for another page, another address or another slot", () => {
    const base = pageHoldToken("nonce-aaaaaaaaaaaaaaaa", "ann@example.dk", "2026-12-01T09:00:00.000Z");
    expect(pageHoldToken("nonce-bbbbbbbbbbbbbbbb", "ann@example.dk", "2026-12-01T09:00:00.000Z")).not.toBe(base);
    expect(pageHoldToken("nonce-aaaaaaaaaaaaaaaa", "bo@example.dk", "2026-12-01T09:00:00.000Z")).not.toBe(base);
    expect(pageHoldToken("nonce-aaaaaaaaaaaaaaaa", "ann@example.dk", "2026-12-01T10:00:00.000Z")).not.toBe(base);
  });
});
