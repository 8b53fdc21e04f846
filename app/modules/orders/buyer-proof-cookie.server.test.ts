import { describe, expect, it } from "vitest";
import { BUYER_PROOF_COOKIE, buyerProofCookie, holdsBuyerProof } from "./buyer-proof-cookie.server";

const secret = "a-secret-of-at-least-thirty-two-characters";
const order = "3f2a9c1e-0000-4000-8000-000000000001";
const other = "3f2a9c1e-0000-4000-8000-000000000002";
/** What the browser sends back: the cookie's name and value. */
const sent = (setCookie: string) => setCookie.split(";")[0]!;

describe("the buyer's proof (decision 069)", () => {
  it("is an HttpOnly cookie, a day long, Secure on https", () => {
    const cookie = buyerProofCookie(secret, null, order, true);
    expect(cookie).toMatch(new RegExp(`^${BUYER_PROOF_COOKIE}=`));
    expect(cookie).toContain("; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure");
    expect(buyerProofCookie(secret, null, order, false)).not.toContain("Secure");
  });

  it("proves its own order, made with this secret; not another order, another secret, or the id alone", () => {
    const header = sent(buyerProofCookie(secret, null, order, false));
    expect(holdsBuyerProof(secret, header, order)).toBe(true);
    expect(holdsBuyerProof(secret, header, other)).toBe(false);
    expect(holdsBuyerProof("another-secret-of-thirty-two-characters!", header, order)).toBe(false);
    expect(holdsBuyerProof(secret, `${BUYER_PROOF_COOKIE}=${order}~${"A".repeat(32)}`, order)).toBe(false);
    expect(holdsBuyerProof(secret, `${BUYER_PROOF_COOKIE}=${order}`, order)).toBe(false);
    expect(holdsBuyerProof(secret, null, order)).toBe(false);
  });

  it("keeps the proofs of the last five checkouts of this browser", () => {
    const ids = Array.from({ length: 7 }, (_, i) => `3f2a9c1e-0000-4000-8000-00000000001${i}`);
    let header = "cart_session_id=x";
    for (const id of ids) header = `cart_session_id=x; ${sent(buyerProofCookie(secret, header, id, false))}`;
    expect(ids.map((id) => holdsBuyerProof(secret, header, id))).toEqual([false, false, true, true, true, true, true]);
  });
});
