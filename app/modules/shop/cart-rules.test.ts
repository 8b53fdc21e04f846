import { describe, expect, it } from "vitest";
import { cartTotals, MAX_LINE_QUANTITY, reviewCheckout, setQuantity } from "./cart-rules";
import { guestIdFromCookies, guestSessionCookie, isGuestSessionId, newGuestSessionId } from "./guest-session";

describe("cart rules", () => {
  it("a quantity of 0 or less removes the line", () => {
    expect(setQuantity(0)).toBeNull();
    expect(setQuantity(-2)).toBeNull();
    expect(setQuantity(Number.NaN)).toBeNull();
    expect(setQuantity(3)).toBe(3);
    expect(setQuantity(1000)).toBe(MAX_LINE_QUANTITY);
  });

  it("total is the sum of price times quantity, count the sum of quantities", () => {
    expect(cartTotals([])).toEqual({ count: 0, total: 0 });
    expect(
      cartTotals([
        { unitAmount: 149_900, quantity: 2 },
        { unitAmount: 89_900, quantity: 1 },
      ]),
    ).toEqual({ count: 3, total: 389_700 });
  });

  it("a checkout matching what was shown needs no confirmation; a changed price, quantity or product does", () => {
    const current = [{ productId: "mic", name: "Mic", unitAmount: 100, quantity: 1 }];
    expect(reviewCheckout([{ productId: "mic", unitAmount: 100, quantity: 1 }], current, []).needsConfirmation).toBe(false);
    const priced = reviewCheckout([{ productId: "mic", unitAmount: 90, quantity: 1 }], current, []);
    expect(priced).toEqual({ removed: [], changed: [{ productId: "mic", name: "Mic", was: 90, now: 100 }], needsConfirmation: true });
    expect(reviewCheckout([{ productId: "mic", unitAmount: 100, quantity: 2 }], current, []).needsConfirmation).toBe(true);
    expect(reviewCheckout([], current, []).needsConfirmation).toBe(true);
    expect(reviewCheckout([{ productId: "mic", unitAmount: 100, quantity: 1 }], current, ["Hoodie"]).needsConfirmation).toBe(true);
  });
});

describe("guest session id", () => {
  it("has the form session_<timestamp>_<random> with 144 random bits, never twice the same", () => {
    const id = newGuestSessionId(Date.parse("2026-11-23T10:00:00Z"));
    expect(id).toMatch(/^session_1795428000000_[A-Za-z0-9_-]{24}$/);
    expect(isGuestSessionId(id)).toBe(true);
    const many = new Set(Array.from({ length: 1000 }, () => newGuestSessionId()));
    expect(many.size).toBe(1000);
  });

  it("refuses guessable or malformed ids", () => {
    for (const bad of ["session_1", "session_1795428000000_short", "x", "", "session_1795428000000_aaaaaaaaaaaaaaaaaaaaaaaa'--", 42]) {
      expect(isGuestSessionId(bad)).toBe(false);
    }
  });

  it("is read from the cookie only when well formed, and the cookie lasts 30 days", () => {
    const id = newGuestSessionId();
    expect(guestIdFromCookies(`a=1; cart_session_id=${id}; b=2`)).toBe(id);
    expect(guestIdFromCookies("cart_session_id=session_1")).toBeUndefined();
    expect(guestIdFromCookies(null)).toBeUndefined();
    expect(guestSessionCookie(id, true)).toBe(`cart_session_id=${id}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`);
  });
});
