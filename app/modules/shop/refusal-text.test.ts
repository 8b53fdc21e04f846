import { describe, expect, it } from "vitest";
import { englishCart } from "~/lib/i18n/cart-text";
import { danishCart } from "~/lib/i18n/cart-text.da";
import { cartMessages } from "./messages";
import { refusalText, type CartRefusal } from "./refusal-text";

const refusals: CartRefusal[] = [
  { reason: "choose", choice: "size" },
  { reason: "choose", choice: "colour" },
  { reason: "choose", choice: "size and colour" },
  { reason: "sold-out" },
  { reason: "not-enough-stock", name: "Studio Hoodie", left: 2, inCart: 0 },
  { reason: "not-enough-stock", name: "Studio Hoodie", left: 2, inCart: 1 },
  { reason: "not-enough-stock", name: "Studio Hoodie", left: 3, inCart: 2 },
];

describe("a refused add to the cart, said in the page's language", () => {
  it("is in English word for word as the server always answered", () => {
    expect(refusals.map((refusal) => refusalText(refusal, englishCart))).toEqual([
      "Choose a size first.",
      "Choose a colour first.",
      "Choose a size and colour first.",
      "Sold out in that choice. Choose another or check back later.",
      "Only 2 left of Studio Hoodie.",
      "Only 2 left of Studio Hoodie, and 1 is already in your cart.",
      "Only 3 left of Studio Hoodie, and 2 are already in your cart.",
    ]);
    expect(cartMessages.chooseFirst("size")).toBe("Choose a size first.");
    expect(cartMessages.addPassesStock("Mug", 1, 2)).toBe("Only 1 left of Mug, and 2 are already in your cart.");
  });

  it("is Danish on a Danish page, with no English word left", () => {
    const danish = refusals.map((refusal) => refusalText(refusal, danishCart));
    expect(danish).toEqual([
      "Vælg en størrelse først.",
      "Vælg en farve først.",
      "Vælg en størrelse og farve først.",
      "Udsolgt i det valg. Vælg et andet, eller kig forbi senere.",
      "Der er kun 2 tilbage af Studio Hoodie.",
      "Der er kun 2 tilbage af Studio Hoodie, og 1 ligger allerede i din kurv.",
      "Der er kun 3 tilbage af Studio Hoodie, og 2 ligger allerede i din kurv.",
    ]);
    for (const text of danish) expect(text).not.toMatch(/\b(Choose|first|Sold|Only|left|cart|size|colour)\b/);
  });
});
