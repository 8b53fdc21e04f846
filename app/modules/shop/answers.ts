import type { CartView } from "./cart-rules";

/** What the cart's endpoints answer; shared by the server and the browser's panel. */
export type ChangeAnswer = { ok: true; cart: CartView } | { ok: false; error: string; cart?: CartView };

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

export type CheckoutRefusal = { ok: false; reason: "empty" | "email-needed" | "provider-failed"; cart?: CartView };

export type CheckoutAnswer = { ok: true; url: string } | CheckoutReviewAnswer | CheckoutRefusal | { ok: false; reason: "invalid"; cart?: undefined };
