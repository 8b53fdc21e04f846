import { describe, expect, it } from "vitest";
import type { Offer, OfferPrice } from "~/modules/catalogue/offers";
import { priceItem } from "./pricing";

function price(currency: OfferPrice["currency"], amount: number, plan = ""): OfferPrice {
  return { currency, plan, amount, features: [], paymentPlanMonths: null };
}

function offer(fields: Partial<Offer> & Pick<Offer, "id" | "title" | "prices">): Offer {
  const at = new Date(0);
  return {
    kind: "course",
    subtitle: null,
    description: "",
    imageUrl: null,
    includes: [],
    priceNote: null,
    link: "/",
    buyable: true,
    isBeginnerVocals: false,
    salesId: null,
    grantsCourseId: null,
    published: true,
    sortOrder: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

const celebrity = offer({ id: "celebrity-vocal-experience", title: "Celebrity Vocal Experience", prices: [price("DKK", 6_850_000), price("EUR", 906_500)] });
const beginner = offer({
  id: "beginner-vocals-online",
  salesId: "beginner-course",
  kind: "online-course",
  title: "Beginner Vocals Online",
  prices: [price("USD", 9_700)],
});
const main = offer({
  id: "performance-mastery-online",
  salesId: "main-course",
  kind: "online-course",
  title: "Performance Mastery Online",
  prices: [price("USD", 29_700, "Basic"), price("USD", 49_700, "Premium"), price("USD", 99_700, "Professional")],
});

describe("catalogue prices", () => {
  it("reads a course's DKK and EUR prices from its offer", () => {
    expect(priceItem({ itemId: celebrity.id, currency: "DKK", offer: celebrity })).toEqual({
      ok: true,
      item: { itemId: celebrity.id, name: "Celebrity Vocal Experience", quantity: 1, unitAmount: 6_850_000, currency: "DKK" },
    });
    expect(priceItem({ itemId: celebrity.id, currency: "EUR", offer: celebrity })).toMatchObject({ ok: true, item: { unitAmount: 906_500, currency: "EUR" } });
  });

  it("has no price in a currency the offer has none in", () => {
    expect(priceItem({ itemId: celebrity.id, currency: "USD", offer: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
    expect(priceItem({ itemId: "main-course", currency: "EUR", offer: main })).toEqual({ ok: false, reason: "unknown-currency" });
  });

  it("charges an online course under its sales page id, and the main course by plan (no plan: the first)", () => {
    expect(priceItem({ itemId: "beginner-course", currency: "USD", offer: beginner })).toEqual({
      ok: true,
      item: { itemId: "beginner-course", name: "Beginner Vocals Online", quantity: 1, unitAmount: 9_700, currency: "USD" },
    });
    expect(priceItem({ itemId: "main-course", currency: "USD", offer: main })).toMatchObject({
      ok: true,
      item: { unitAmount: 29_700, name: "Performance Mastery Online" },
    });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "premium", offer: main })).toMatchObject({
      ok: true,
      item: { unitAmount: 49_700, plan: "Premium", name: "Performance Mastery Online – Premium" },
    });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "Professional", offer: main })).toMatchObject({ ok: true, item: { unitAmount: 99_700 } });
    expect(priceItem({ itemId: "main-course", currency: "USD", plan: "gold", offer: main })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: "beginner-course", currency: "USD", plan: "Basic", offer: beginner })).toEqual({ ok: false, reason: "unknown-item" });
  });

  it("refuses unknown, mismatched and unpublished items and unknown currencies", () => {
    expect(priceItem({ itemId: "nope", currency: "DKK" })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: "nope", currency: "DKK", offer: celebrity })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: celebrity.id, currency: "DKK", offer: { ...celebrity, published: false } })).toEqual({ ok: false, reason: "unknown-item" });
    expect(priceItem({ itemId: celebrity.id, currency: "SEK", offer: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
    expect(priceItem({ itemId: celebrity.id, currency: "dkk", offer: celebrity })).toEqual({ ok: false, reason: "unknown-currency" });
  });
});
