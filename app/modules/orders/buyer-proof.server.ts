import { publicOrigin } from "~/lib/origin.server";
import { buyerProofCookie, holdsBuyerProof } from "./buyer-proof-cookie.server";

// The key the proofs are signed with: the auth secret every instance shares (no new secret to
// configure), handed over by the accounts set-up at start (accounts imports this module, not
// the other way round: decision 022).
const store = globalThis as typeof globalThis & { __buyerProofSecret?: string };

export function installBuyerProofSecret(secret: string) {
  store.__buyerProofSecret = secret;
}

function proofSecret(): string {
  if (!store.__buyerProofSecret) throw new Error("The buyer proof's secret is not set up yet");
  return store.__buyerProofSecret;
}

/** Headers to send with the answer that opens an order's checkout (its redirect or its JSON), decision 069. */
export function buyerProofHeaders(request: Request, orderId: string): { "Set-Cookie": string } {
  const secure = publicOrigin(request).startsWith("https:");
  return { "Set-Cookie": buyerProofCookie(proofSecret(), request.headers.get("Cookie"), orderId, secure) };
}

/** Whether this request comes from the browser that opened the order's checkout. */
export function hasBuyerProof(request: Request, orderId: string): boolean {
  return holdsBuyerProof(proofSecret(), request.headers.get("Cookie"), orderId);
}
