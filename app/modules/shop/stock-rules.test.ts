import { describe, expect, it } from "vitest";
import { exceedsStock, stockShortfalls } from "./stock-rules";

describe("quantities against stock", () => {
  it("names each line asking for more than is left, with how many are left", () => {
    expect(
      stockShortfalls([
        { name: "Warm-Up Zip Hoodie — M", quantity: 5, stock: 2 },
        { name: "Honey & Tea Mug", quantity: 3, stock: 3 },
        { name: "Breathe & Sing T-Shirt — M, black", quantity: 40, stock: null },
        { name: "Studio Cap", quantity: 2, stock: 1 },
      ]),
    ).toEqual([
      { name: "Warm-Up Zip Hoodie — M", left: 2 },
      { name: "Studio Cap", left: 1 },
    ]);
  });

  it("passes exactly what is left, made-to-order lines and lines no longer for sale", () => {
    expect(stockShortfalls([{ name: "Mug", quantity: 2, stock: 2 }])).toEqual([]);
    expect(stockShortfalls([{ name: "Tee", quantity: 99, stock: null }])).toEqual([]);
    expect(stockShortfalls([{ name: "Gone", quantity: 3, stock: 0, available: false }])).toEqual([]);
  });

  it("an add may fill the stock, not pass it; made to order has no limit here", () => {
    expect(exceedsStock(2, 1, 1)).toBe(false);
    expect(exceedsStock(2, 2, 1)).toBe(true);
    expect(exceedsStock(2, 0, 3)).toBe(true);
    expect(exceedsStock(null, 50, 49)).toBe(false);
  });
});
