import type { ChangeAnswer, CheckoutAnswer } from "~/modules/shop/answers";
import { CART_API } from "~/modules/site/server-routes";

/** The panel's calls to /api/cart and /api/cart-checkout (JSON in, JSON out). */
async function post<T>(url: string, body: unknown): Promise<T | undefined> {
  try {
    const response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

export const changeCartLine = (body: { intent: "set"; lineId: string; quantity: number } | { intent: "remove"; lineId: string }) =>
  post<ChangeAnswer>(CART_API, body);

export const checkoutCart = (body: {
  idempotencyKey: string;
  shown: { productId: string; variantId?: string; unitAmount: number; quantity: number }[];
  email?: string;
  returnPath?: string;
}) => post<CheckoutAnswer>("/api/cart-checkout", body);
