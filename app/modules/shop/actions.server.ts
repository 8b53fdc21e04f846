import type { JsonCall, JsonReply } from "~/lib/json-reply";
import { data } from "react-router";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";
import { readJsonOrForm } from "~/lib/request-input.server";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";
import type { CartView } from "./cart-rules";
import { batchByTurn, perHandle } from "~/lib/turn-batch";
import type { Database } from "~/db/client.server";
import { addToCarts, changeQuantity, mergeGuestCart, readCarts, removeLine, whyNotAdded, type CartAdd, type CartOwner } from "./cart.server";
import { startCartCheckout } from "./checkout.server";
import { cancelNoticeOf } from "./cancel-notice.server";
import { cancelledOrderId, type CheckoutCancelNotice } from "~/modules/orders/return-urls";
import type { ChangeAnswer, CheckoutAnswer } from "./answers";
import { guestIdFromCookies, guestSessionCookie, newGuestSessionId } from "./guest-session";
import { cartMessages as m } from "./messages";
import { refusalText, type CartRefusal } from "./refusal-text";
import { englishCart } from "~/lib/i18n/cart-text";
import type { AppLoadContext } from "react-router";
import { clientIp, rateLimitSubject } from "~/modules/forms/client-ip.server";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { buyerProofHeaders } from "~/modules/orders/buyer-proof.server";
import { takeTokens } from "~/modules/forms/rate-bucket.server";
import { addToCartSchema, cartChangeSchema, cartCheckoutSchema, type CartChangeInput } from "./schemas";
import { errorLine } from "~/lib/error-line.server";

/**
 * What the cart's routes call (decision 016). The owner is the signed-in user, else the
 * guest id in the `cart_session_id` cookie; a guest without one gets a fresh id only when
 * adding. Every answer is private and never stored by a cache.
 */
const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie" };
const secure = (request: Request) => publicOrigin(request).startsWith("https:");
const EMPTY: CartView = { lines: [], count: 0, total: 0, currency: "DKK" };

// Cart changes per client address (IPv6 by /64): a burst of 120, then 2 a second. Enough for
// anyone shopping; it stops one address from filling the database with carts. One bucket in the
// database that every instance spends from, the takes of one turn in one statement (decision 021).
const CART_CHANGES = { capacity: 120, perSecond: 2 };
const cartLimit = perHandle((database: Database) => batchByTurn((keys: string[]) => takeTokens(database, CART_CHANGES, keys, new Date())));
const tooManyChanges = async (context: AppLoadContext | undefined) => {
  const taken = await cartLimit(db())(`cart:${rateLimitSubject(clientIp(context))}`);
  return taken.ok ? undefined : taken.retryAfterSeconds;
};

// Many visitors' adds and reads at once go to the database as one statement each (decision 021).
const addBatch = perHandle((database: Database) => batchByTurn((adds: CartAdd[]) => addToCarts(database, adds, new Date())));
const readBatch = perHandle((database: Database) => batchByTurn((owners: CartOwner[]) => readCarts(database, owners)));

async function ownerOf(request: Request, create: boolean): Promise<{ owner?: CartOwner; setCookie?: string }> {
  const user = await getOptionalUser(request);
  if (user) return { owner: { userId: user.id } };
  const existing = guestIdFromCookies(request.headers.get("Cookie"));
  // Each change renews the cookie: it lives as long as the cart is in use (30 days idle).
  if (existing) return { owner: { sessionId: existing }, setCookie: create ? guestSessionCookie(existing, secure(request)) : undefined };
  if (!create) return {};
  const fresh = newGuestSessionId();
  return { owner: { sessionId: fresh }, setCookie: guestSessionCookie(fresh, secure(request)) };
}

function headersWith(setCookie?: string): Headers {
  const headers = new Headers(privateHeaders);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
}

/** GET /api/cart (served by server/json-route.ts, decision 021): the owner's lines, count and total (nothing for a visitor without a cart). */
export async function cartAnswer({ request }: JsonCall): Promise<JsonReply> {
  const { owner } = await ownerOf(request, false);
  const cart = owner ? await readBatch(db())(owner) : EMPTY;
  // The panel asks a guest for an e-mail for the receipt; a signed-in buyer's comes from the account.
  return { body: { ...cart, signedIn: Boolean(owner?.userId) }, headers: privateHeaders };
}

/** The /cart page: the same cart the panel reads, for whoever the request's cookies say. */
export async function cartForPage(request: Request): Promise<CartView & { signedIn: boolean }> {
  const { owner } = await ownerOf(request, false);
  const cart = owner ? await readBatch(db())(owner) : EMPTY;
  return { ...cart, signedIn: Boolean(owner?.userId) };
}

/** POST /api/cart: add, set a quantity (0 or less removes) or remove; the cart as it is afterwards. */
export async function changeCart({ request, input, context }: JsonCall): Promise<JsonReply> {
  const parsed = cartChangeSchema.safeParse(input);
  const failure = input?.intent === "add" ? m.addFailed : input?.intent === "remove" ? m.removeFailed : m.updateFailed;
  // Refused input costs nothing and counts against no limit; only changes that may happen do.
  if (!parsed.success) return { status: 400, body: { ok: false, error: failure }, headers: privateHeaders };
  const retryAfter = await tooManyChanges(context);
  if (retryAfter !== undefined) return { status: 429, body: { ok: false, error: failure }, headers: { ...privateHeaders, "Retry-After": String(retryAfter) } };
  const change = parsed.data;
  const { owner, setCookie } = await ownerOf(request, change.intent === "add");
  if (!owner) return { status: 404, body: { ok: false, error: failure, cart: EMPTY } satisfies ChangeAnswer, headers: privateHeaders };
  try {
    const { change: result, cart } = await applyChange(db(), owner, change);
    const refused = !result.ok && change.intent === "add" ? await refusal(change.productId, change.variantId, { owner, quantity: change.quantity }) : undefined;
    const body: ChangeAnswer = result.ok ? { ok: true, cart } : { ok: false, error: failure, ...refused, cart };
    return { status: result.ok ? 200 : 404, body, headers: headersWith(setCookie) };
  } catch (error) {
    logger.error({ ...errorLine(error), intent: change.intent }, "cart change failed");
    return { status: 500, body: { ok: false, error: failure } satisfies ChangeAnswer, headers: privateHeaders };
  }
}

/** The change, and the owner's cart as it is afterwards. */
async function applyChange(database: Database, owner: CartOwner, change: CartChangeInput) {
  if (change.intent === "add") return addBatch(database)({ owner, productId: change.productId, variantId: change.variantId, quantity: change.quantity });
  const now = new Date();
  const result =
    change.intent === "set" ? await changeQuantity(database, owner, change.lineId, change.quantity, now) : await removeLine(database, owner, change.lineId);
  return { change: result, cart: await readBatch(database)(owner) };
}

export type ShopAddAnswer = { ok: true; productId: string; count: number } | { ok: false; error: string; productId?: string; refusal?: CartRefusal };

/** The shop page's add-to-cart form: the same with a fetcher and as a plain post before JavaScript. */
export async function addFromShop(request: Request, context?: AppLoadContext) {
  const form = await request.formData().catch(() => null);
  const parsed = addToCartSchema.safeParse({
    productId: form?.get("productId"),
    variantId: form?.get("variantId") ?? undefined,
    quantity: form?.get("quantity") ?? undefined,
  });
  if (!parsed.success) return data<ShopAddAnswer>({ ok: false, error: m.addFailed }, { headers: privateHeaders });
  if ((await tooManyChanges(context)) !== undefined)
    return data<ShopAddAnswer>({ ok: false, error: m.addFailed, productId: parsed.data.productId }, { headers: privateHeaders });
  const { owner, setCookie } = await ownerOf(request, true);
  try {
    const { productId, variantId, quantity } = parsed.data;
    const { change: result, cart } = await addBatch(db())({ owner: owner!, productId, variantId, quantity });
    // 200 on purpose: the page (or the fetcher) shows the failure; a 4xx would render the error page.
    if (!result.ok)
      return data<ShopAddAnswer>(
        { ok: false, error: m.addFailed, ...(await refusal(productId, variantId, { owner: owner!, quantity })), productId },
        { headers: privateHeaders },
      );
    return data<ShopAddAnswer>({ ok: true, productId: parsed.data.productId, count: cart.count }, { headers: headersWith(setCookie) });
  } catch (error) {
    logger.error(errorLine(error), "add to cart failed");
    return data<ShopAddAnswer>({ ok: false, error: m.addFailed, productId: parsed.data.productId }, { headers: privateHeaders });
  }
}

/**
 * Why an add was refused: a size to choose, sold out or more than is left, as a code the page says
 * in its language and as SPEC's English `error`; otherwise nothing (the cart's plain failure stands).
 */
async function refusal(
  productId: string,
  variantId: string | undefined,
  asked: { owner: CartOwner; quantity: number },
): Promise<{ error: string; refusal: CartRefusal } | undefined> {
  const why = await whyNotAdded(db(), productId, variantId, asked);
  const code: CartRefusal | undefined =
    why.reason === "not-enough-stock"
      ? { reason: why.reason, name: why.name, left: why.left, inCart: why.inCart }
      : why.reason === "choose"
        ? { reason: "choose", choice: why.choice }
        : why.reason === "sold-out"
          ? { reason: "sold-out" }
          : undefined;
  return code ? { error: refusalText(code, englishCart), refusal: code } : undefined;
}

/** Any page a cart's checkout returned to by Cancel says so; nothing is read without the flag. */
export async function checkoutCancelNotice(request: Request): Promise<CheckoutCancelNotice | undefined> {
  if (!cancelledOrderId(new URL(request.url))) return undefined;
  return cancelNoticeOf(db(), request.url);
}

/** POST /api/cart/checkout; checkouts opened per client address are limited (docs/rules.md, "Limits"). */
export async function checkoutCart(request: Request, context?: AppLoadContext) {
  return checkoutCartWith(request, await readJsonOrForm(request), context);
}

/** The checkout of POST /api/cart-checkout and of the /cart page's form: one schema, one limit, one idempotent checkout. */
export async function checkoutCartWith(request: Request, input: unknown, context?: AppLoadContext) {
  const parsed = cartCheckoutSchema.safeParse(input);
  if (!parsed.success) return data<CheckoutAnswer>({ ok: false, reason: "invalid" }, { status: 400, headers: privateHeaders });
  const user = await getOptionalUser(request);
  const { owner } = await ownerOf(request, false);
  if (!owner) return data<CheckoutAnswer>({ ok: false, reason: "empty", cart: EMPTY }, { headers: privateHeaders });
  const deps = appOrdersDeps(publicOrigin(request));
  const limit = await takeRateLimit(deps.db, "checkout", clientIp(context));
  if (!limit.allowed) {
    return data<CheckoutAnswer>(
      { ok: false, reason: "invalid" },
      { status: 429, headers: { ...privateHeaders, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await startCartCheckout(deps, owner, { ...parsed.data, accountEmail: user?.email });
  if (result.ok) return data<CheckoutAnswer>({ ok: true, url: result.url }, { headers: { ...privateHeaders, ...buyerProofHeaders(request, result.orderId) } });
  return data<CheckoutAnswer>(result, { headers: privateHeaders });
}

/**
 * Sign-in: this browser's guest cart joins the user's cart, and the browser gets a fresh
 * guest id for later. A failure never stops the sign-in; it is logged.
 */
export async function cartCookiesOnSignIn(request: Request, userId: string | undefined): Promise<string[]> {
  const guest = guestIdFromCookies(request.headers.get("Cookie"));
  if (!guest || !userId) return [];
  try {
    await mergeGuestCart(db(), guest, userId, new Date());
  } catch (error) {
    logger.error(errorLine(error), "merging the guest cart failed");
    return [];
  }
  return [guestSessionCookie(newGuestSessionId(), secure(request))];
}

/** Sign-out: a fresh guest id, so the next person at this computer starts with an empty cart. */
export function cartCookieOnSignOut(request: Request): string {
  return guestSessionCookie(newGuestSessionId(), secure(request));
}
