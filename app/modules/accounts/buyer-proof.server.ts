import { publicOrigin } from "~/lib/origin.server";
import { auth } from "./auth.server";
import { buyerProofCookie, holdsBuyerProof } from "./buyer-proof-cookie.server";

/** The key the proofs are signed with: the auth secret every instance shares (no new secret to configure). */
async function proofSecret(): Promise<string> {
  return (await auth().$context).secret;
}

/** Headers to send with the answer that opens an order's checkout (its redirect or its JSON), decision 069. */
export async function buyerProofHeaders(request: Request, orderId: string): Promise<{ "Set-Cookie": string }> {
  const secure = publicOrigin(request).startsWith("https:");
  return { "Set-Cookie": buyerProofCookie(await proofSecret(), request.headers.get("Cookie"), orderId, secure) };
}

/** Whether this request comes from the browser that opened the order's checkout. */
export async function hasBuyerProof(request: Request, orderId: string): Promise<boolean> {
  return holdsBuyerProof(await proofSecret(), request.headers.get("Cookie"), orderId);
}
