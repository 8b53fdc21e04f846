import { describe, expect, it } from "vitest";
import { priceItem } from "./pricing";

const celebrity = { id: "celebrity-vocal-experience", title: "Celebrity Vocal Experience", priceDkk: 6_850_000, priceEur: 906_500 };

describe("catalogue prices", () => {
  it("reads a course's DKK and EUR prices from the catalogue row", () => {
    expect(priceItem({ itemId: celebrity.id, currency: "DKK", course: celebrity })).toEqual({
      ok: true,
      item: { itemId: celebrity.id, name: "Celebrity Vocal Experience", quantity: 1, unitAmount: 6_850_000, currency: "DKK" },
    });
    expect(priceItem({ itemId: celebrity.id, currency: "EUR", course: celebrity })).toMatchObject({ ok: true, item: { unitAmount: 906_500, currency: "EUR" } });
  });

  it("has no USD price for the catalogue's courses", () => {
    expect(priceItem({ itemId: celebrity.id, currency: "USD", course: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
  });

  it("charges the test payment one US dollar, in dollars only", () => {
    expect(priceItem({ itemId: "test-payment", currency: "USD" })).toMatchObject({ ok: true, item: { unitAmount: 100, currency: "USD" } });
    expect(priceItem({ itemId: "test-payment", currency: "DKK" })).toEqual({ ok: false, reason: "unknown-currency" });
  });

  it("charges the sales courses their dollar prices, and the main course by plan", () => {
    expect(priceItem({ itemId: "beginner-course", currency: "USD" })).toMatchObject({ ok: true, item: { unitAmount: 9_700 } });
    expect(priceItem({ itemId: "advanced-technique", currency: "USD" })).toMatchObject({ ok: true, item: { unitAmount: 14_700 } });
    expect(priceItem({ itemId: "main-course", currency: "USD" })).toMatchObject({ ok: true, item: { unitAmount: 29_700 } });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "premium" })).toMatchObject({ ok: true, item: { unitAmount: 49_700, plan: "Premium" } });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "Professional" })).toMatchObject({ ok: true, item: { unitAmount: 99_700 } });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "gold" })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: "main-course", currency: "EUR" })).toEqual({ ok: false, reason: "unknown-currency" });
  });

  it("refuses unknown items and currencies", () => {
    expect(priceItem({ itemId: "nope", currency: "DKK" })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: "nope", currency: "DKK", course: celebrity })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: celebrity.id, currency: "SEK", course: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
    expect(priceItem({ itemId: celebrity.id, currency: "dkk", course: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
  });
});
