import { logger } from "~/lib/logger.server";
import { guestIdFromCookies } from "./guest-session";
import { cartForPage } from "./actions.server";

/** What the header shows before JavaScript for a browser with a session or a cart: signed in or not, and the cart's count. */
export interface HeaderViewer {
  signedIn: boolean;
  cartCount: number;
}

const SESSION_COOKIE = "better-auth.session_token=";

/**
 * Read only for a request that carries the session or the guest-cart cookie: every other visitor's
 * page stays the same HTML, with nothing read (those requests are the ones a cache may serve).
 * Nothing personal: whether someone is signed in, and a number. A failure leaves the header as
 * for everyone; the page still renders.
 */
export async function headerViewer(request: Request): Promise<HeaderViewer | undefined> {
  const cookies = request.headers.get("Cookie") ?? "";
  if (!cookies.includes(SESSION_COOKIE) && !guestIdFromCookies(cookies)) return undefined;
  try {
    const cart = await cartForPage(request);
    return { signedIn: cart.signedIn, cartCount: cart.count };
  } catch (error) {
    logger.warn({ err: (error as Error).message }, "reading the header's viewer failed");
    return undefined;
  }
}
