/**
 * A cookie the browser may read: "1" while this browser has a session, nothing personal.
 * Pages are the same HTML for everyone; after hydration the header sees this and only
 * then asks /api/me who is signed in (decision 013).
 */
export const SIGNED_IN_HINT = "signed_in";

export function signedInHintCookie(options: { secure: boolean; maxAgeSeconds: number }) {
  return `${SIGNED_IN_HINT}=1; Path=/; Max-Age=${options.maxAgeSeconds}; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function clearedHintCookie(options: { secure: boolean }) {
  return `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
