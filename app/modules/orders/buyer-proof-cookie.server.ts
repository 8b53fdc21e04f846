import { createHmac, timingSafeEqual } from "node:crypto";

// docs/rules.md, "Booking": the payment-success page is found by the order's id alone, which
// travels in the provider's return address, the browser's history and our logs. What the buyer
// typed (the receipt's address, where goods go) is shown only to the browser that opened the
// checkout, proven by this cookie, or to the signed-in buyer (decision 069).

export const BUYER_PROOF_COOKIE = "order_proof";
/** The checkout and the way back from it fit in a day; after that the e-mail receipt has it all. */
export const BUYER_PROOF_SECONDS = 86_400;
/** The proofs of the last few checkouts opened in this browser (a cart, then a session, …). */
const MAX_PROOFS = 5;
const ORDER_ID = /^[0-9a-f-]{36}$/;

function macOf(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-proof:${orderId}`).digest("base64url").slice(0, 32);
}

function proofsIn(cookieHeader: string | null | undefined): string[] {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    const [name, ...rest] = part.split("=");
    if (name === BUYER_PROOF_COOKIE) return rest.join("=").split(".").filter(Boolean);
  }
  return [];
}

/** The Set-Cookie that proves this browser opened the order's checkout, keeping its other recent proofs. */
export function buyerProofCookie(secret: string, cookieHeader: string | null | undefined, orderId: string, secure: boolean): string {
  const proof = `${orderId}~${macOf(secret, orderId)}`;
  const kept = proofsIn(cookieHeader).filter((p) => p !== proof && /^[0-9a-f-]{36}~[\w-]{32}$/.test(p));
  const value = [...kept.slice(-(MAX_PROOFS - 1)), proof].join(".");
  // Path=/: the page's own data requests (`/payment-success.data`) are not under `/payment-success/`.
  return `${BUYER_PROOF_COOKIE}=${value}; Path=/; Max-Age=${BUYER_PROOF_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the Cookie header carries a proof for this order made with this secret. */
export function holdsBuyerProof(secret: string, cookieHeader: string | null | undefined, orderId: string): boolean {
  if (!ORDER_ID.test(orderId)) return false;
  const expected = Buffer.from(`${orderId}~${macOf(secret, orderId)}`);
  return proofsIn(cookieHeader).some((p) => {
    const given = Buffer.from(p);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
