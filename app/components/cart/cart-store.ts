import { useSyncExternalStore } from "react";
import type { CartView } from "~/modules/shop/cart-rules";
import { CART_SESSION_KEY, GUEST_CART_DAYS, isGuestSessionId } from "~/modules/shop/guest-session";
import { CART_API } from "~/modules/site/server-routes";

/**
 * The browser's view of its cart, shared by the header's cart button (every page), the shop's
 * add buttons and the lazily loaded panel. Kept small: it is part of every page's first load.
 */
export type BrowserCart = CartView & { signedIn: boolean };

type State = { cart?: BrowserCart; loading: boolean; open: boolean };
let state: State = { loading: false, open: false };
const listeners = new Set<() => void>();
const SERVER_STATE: State = { loading: false, open: false };
const EMPTY: BrowserCart = { lines: [], count: 0, total: 0, currency: "DKK", signedIn: false };

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

export function setCart(cart: CartView & { signedIn?: boolean }) {
  set({ cart: { ...cart, signedIn: cart.signedIn ?? state.cart?.signedIn ?? false }, loading: false });
}

/** Only the count is known (the shop's add answer): the panel reads the lines again when opened. */
export function setCartCount(count: number) {
  stale = true;
  set({ cart: { ...(state.cart ?? EMPTY), count }, loading: false });
}

export function setCartOpen(open: boolean) {
  set({ open });
}

let stale = true;
export const cartIsStale = () => stale;

function cookieValue(name: string) {
  return document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1];
}

/**
 * The guest id lives in local storage under `cart_session_id` (docs/rules.md, "Cart") and in a cookie of
 * the same name that the server reads. A cookie the server set (a post without JavaScript,
 * sign-in, sign-out) wins; a stored id the cookie lost is put back.
 */
export function syncGuestId(): string | undefined {
  try {
    const cookie = cookieValue(CART_SESSION_KEY);
    const stored = localStorage.getItem(CART_SESSION_KEY);
    if (isGuestSessionId(cookie)) {
      if (stored !== cookie) localStorage.setItem(CART_SESSION_KEY, cookie);
      return cookie;
    }
    if (isGuestSessionId(stored)) {
      const secure = location.protocol === "https:" ? "; Secure" : "";
      document.cookie = `${CART_SESSION_KEY}=${stored}; Path=/; Max-Age=${GUEST_CART_DAYS * 86_400}; SameSite=Lax${secure}`;
      return stored;
    }
  } catch {
    // Storage refused (private mode): the cookie alone carries the cart.
  }
  return undefined;
}

/** Whose cart this browser shows now; a change (sign-in, sign-out) means reading it again. */
export function cartIdentity() {
  return `${syncGuestId() ?? ""}|${cookieValue("signed_in") ?? ""}`;
}

/** Reads the cart from the private API; nothing is asked for a browser that has no cart at all. */
export async function loadCart(force = false): Promise<void> {
  const identity = cartIdentity();
  if (identity === "|" && !force) {
    set({ cart: EMPTY, loading: false });
    stale = false;
    return;
  }
  set({ loading: true });
  try {
    const response = await fetch(CART_API, { credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    setCart((await response.json()) as BrowserCart);
    stale = false;
  } catch {
    set({ loading: false });
  }
}

/**
 * Reads the cart again after something the server did to it that this page did not (an order
 * paid on the payment-success page takes its lines out): the badge and the panel follow
 * without a reload.
 */
export function refreshCart(): Promise<void> {
  stale = true;
  return loadCart();
}
