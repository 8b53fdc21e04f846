import { describe, expect, it } from "vitest";
import { lineChangeValue, parseLineChange, reviewNotices } from "./cart-page-form";
import { cartChangeSchema } from "./schemas";

describe("the /cart page's line buttons", () => {
  it("post a line's new quantity, which the panel's schema accepts", () => {
    const change = parseLineChange(lineChangeValue("line-1", 3));
    expect(change).toEqual({ intent: "set", lineId: "line-1", quantity: 3 });
    expect(cartChangeSchema.safeParse(change).success).toBe(true);
  });

  it("remove the line at 0 or less, as the panel does", () => {
    expect(parseLineChange(lineChangeValue("line-1", 0))).toEqual({ intent: "remove", lineId: "line-1" });
    expect(parseLineChange("line-1:-1")).toEqual({ intent: "remove", lineId: "line-1" });
  });

  it("refuse anything else", () => {
    for (const value of [undefined, 3, "", "line-1", "line-1:", ":2", "line-1:2.5", "line-1:99999", `${"x".repeat(101)}:1`]) {
      expect(parseLineChange(value)).toBeUndefined();
    }
  });
});

describe("reviewNotices", () => {
  it("names gone lines (by the shown name), new prices, then asks to check the cart", () => {
    const notices = reviewNotices(
      { removedNames: ["Old Mug"], goneProductIds: ["p2", "p3"], changed: [{ productId: "p4", name: "Mic", was: 89_900, now: 99_900 }] },
      new Map([["p2", "Cable"]]),
    );
    expect(notices).toEqual([
      "Old Mug is no longer available and has been removed from your cart.",
      "Cable is no longer available and has been removed from your cart.",
      "An item is no longer available and has been removed from your cart.",
      "The price of Mic has changed from 899 DKK to 999 DKK.",
      "Your cart has changed. Check it and proceed again.",
    ]);
  });
});
