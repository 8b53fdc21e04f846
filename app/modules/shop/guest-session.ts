/**
 * The guest cart's owner id (docs/rules.md, "Cart"): a prefix, a timestamp and a random string,
 * kept in the browser's local storage under `cart_session_id`. The server reads it from a
 * cookie of the same name that the browser keeps in step with local storage (decision 016),
 * so adding to the cart also works as a plain form post before JavaScript has loaded.
 * 18 random bytes (144 bits) make an id that cannot be guessed.
 */
export const CART_SESSION_KEY = "cart_session_id";
export const GUEST_ID_PATTERN = /^session_\d{13}_[A-Za-z0-9_-]{24}$/;
/** A guest's cart lives 30 days after its last change (cookie and the clean-up job alike). */
export const GUEST_CART_DAYS = 30;

function base64Url(bytes: Uint8Array) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function newGuestSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return `session_${String(Math.max(0, Math.floor(now)))
    .padStart(13, "0")
    .slice(-13)}_${base64Url(bytes)}`;
}

export function isGuestSessionId(value: unknown): value is string {
  return typeof value === "string" && GUEST_ID_PATTERN.test(value);
}

/** The guest id in a Cookie header, if it has the right form. */
export function guestIdFromCookies(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    const [name, ...rest] = part.split("=");
    if (name === CART_SESSION_KEY) {
      const value = rest.join("=");
      return isGuestSessionId(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Readable by the page's script on purpose (it mirrors the id into local storage); no personal data. */
export function guestSessionCookie(id: string, secure: boolean) {
  return `${CART_SESSION_KEY}=${id}; Path=/; Max-Age=${GUEST_CART_DAYS * 86_400}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
