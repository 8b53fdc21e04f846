import { safeRedirectPath } from "~/lib/safe-redirect";

/** The terms every checkout links to, and the part of them that states the cancellation policy. */
export const TERMS_PATH = "/terms-of-service";
export const CANCELLATION_POLICY_PATH = "/terms-of-service#cancellation";

/** The query a cancelled checkout comes back with: a flag and the unguessable order id, nothing else. */
export const CANCEL_FLAG = { name: "checkout", value: "cancelled" } as const;
export const ORDER_PARAM = "order";

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Where Cancel on the checkout leads: the page the buyer came from (a path on this site, or
 * `fallback`). Its own query and fragment are dropped, since a page's query may hold what a
 * visitor typed (a search) and the URL ends up in the provider's records and the browser's history.
 */
export function cancelReturnUrl(origin: string, path: string | undefined, orderId: string, fallback = "/"): string {
  const safe = safeRedirectPath(path, { origin, fallback });
  const url = new URL(safe, origin);
  url.search = "";
  url.hash = "";
  url.searchParams.set(CANCEL_FLAG.name, CANCEL_FLAG.value);
  url.searchParams.set(ORDER_PARAM, orderId);
  return url.toString();
}

export function successReturnUrl(origin: string, orderId: string): string {
  const url = new URL("/payment-success", origin);
  url.searchParams.set(ORDER_PARAM, orderId);
  return url.toString();
}

/** The order id of a cancelled checkout this URL came back from, if it says so. */
export function cancelledOrderId(url: URL): string | undefined {
  if (url.searchParams.get(CANCEL_FLAG.name) !== CANCEL_FLAG.value) return undefined;
  const id = url.searchParams.get(ORDER_PARAM) ?? "";
  return ORDER_ID.test(id) ? id : undefined;
}

/**
 * What the page Cancel returned to says: a cart is kept as it was; a booking's time is still held
 * until a clock time (with the way back to the same checkout) or has been released, in the language
 * its booking began in (decision 047); anything else was simply not charged.
 */
export type CheckoutCancelNotice =
  | { kind: "cart" }
  | { kind: "held"; until: string; resumeUrl: string; language: "en" | "da" }
  | { kind: "released"; language: "en" | "da" }
  | { kind: "plain" };
