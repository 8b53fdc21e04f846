import { createHash } from "node:crypto";

/**
 * The hold token of /book/session's form post (the dialog makes its own in the browser): the
 * page's nonce with what was chosen, so a double submit or a reload of the answer asks for the
 * same hold (holdSlot returns it) and never holds a second slot. The address and the slot are
 * in it too: should two visitors ever get the same page, their holds still differ.
 */
export function pageHoldToken(formNonce: string, email: string, slot: string): string {
  return createHash("sha256").update(`${formNonce}\n${email.trim().toLowerCase()}\n${slot}`).digest("base64url").slice(0, 43);
}
