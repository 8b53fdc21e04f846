import type { CartView } from "./cart-rules";
import type { CartRefusal } from "./refusal-text";

/** What the cart's endpoints answer; shared by the server and the browser's panel. */
export type ChangeAnswer = { ok: true; cart: CartView } | { ok: false; error: string; refusal?: CartRefusal; cart?: CartView };

export interface PriceChange {
  productId: string;
  name: string;
  was: number;
  now: number;
}

/** Something differs from what the panel showed: show it, and let the visitor proceed again. */
export interface CheckoutReviewAnswer {
  ok: false;
  reason: "review";
  cart: CartView;
  removedNames: string[];
  goneProductIds: string[];
  changed: PriceChange[];
}

/** Lines asking for more than is left: nothing is ordered; each is named with how many are left. */
export interface CheckoutShortAnswer {
  ok: false;
  reason: "not-enough-stock";
  cart: CartView;
  short: { name: string; left: number }[];
}

export type CheckoutRefusal = { ok: false; reason: "empty" | "email-needed" | "provider-failed"; cart?: CartView } | CheckoutShortAnswer;

export type CheckoutAnswer = { ok: true; url: string } | CheckoutReviewAnswer | CheckoutRefusal | { ok: false; reason: "invalid"; cart?: undefined };
