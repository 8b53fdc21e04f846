import { describe, expect, it } from "vitest";
import { coursePriceText, formatMinorUnits, formatPrice } from "./format";
import { priceLabel } from "./price-label";

describe("price formatting", () => {
  it("divides minor units by 100 and uses Danish grouping", () => {
    expect(formatMinorUnits(1_850_000)).toBe("18.500");
    expect(formatMinorUnits(6_850_000)).toBe("68.500");
    expect(formatMinorUnits(19_950)).toBe("199,50");
    expect(formatMinorUnits(19_905)).toBe("199,05");
  });

  it("labels a course page's price: dollars with cents only when any, kroner and euros with their code", () => {
    expect(priceLabel(9999, "USD")).toBe("$99.99");
    expect(priceLabel(129700, "USD")).toBe("$1,297");
    expect(priceLabel(195000, "DKK")).toBe("DKK 1.950");
    expect(priceLabel(17550, "EUR")).toBe("EUR 175,50");
  });

  it("adds the currency code in the shop", () => {
    expect(formatPrice(149_900, "dkk")).toBe("1.499 DKK");
  });

  it("shows both currencies and an optional note on course cards", () => {
    expect(coursePriceText({ priceDkk: 195_000, priceEur: 26_200, priceNote: "per session" })).toBe("DKK 1.950 · EUR 262 per session");
    expect(coursePriceText({ priceDkk: 1_850_000, priceEur: 248_500 })).toBe("DKK 18.500 · EUR 2.485");
  });
});
