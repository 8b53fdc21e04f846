import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationOrders, applications, orders } from "~/db/schema";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { openCheckout } from "~/modules/orders/checkout.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { priceItem } from "~/modules/sales/pricing";
import { paymentLinkState, type PaymentLinkState } from "~/modules/orders/payment-link";
import type { OrderItem } from "~/db/schema";
import type { Programme } from "./schemas";
import { applicationLanguage, PROGRAMME_TITLES } from "./status";

/** Both programmes are priced in kroner (SPEC.md: the retreat fee is DKK 68,500; Voice Elevated 18.500 kr.). */
export const PROGRAMME_CURRENCY = "DKK";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,100}$/;
const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,200}$/;

/** The programme's price as the catalogue holds it now (decision 028), or null when it sells it at no price in kroner. */
export async function programmePrice(db: Database, programme: Programme): Promise<OrderItem | null> {
  const priced = priceItem({ itemId: programme, currency: PROGRAMME_CURRENCY, offer: await findOffer(db, programme) });
  return priced.ok ? priced.item : null;
}

async function byToken(db: Database, token: string) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({
      id: applications.id,
      programme: applications.programme,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      status: applications.status,
      paidAt: applications.paidAt,
      payAmount: applications.payAmount,
      payCurrency: applications.payCurrency,
      payRunStart: applications.payRunStart,
      payExpiresAt: applications.payExpiresAt,
      payWithdrawnAt: applications.payWithdrawnAt,
    })
    .from(applications)
    .where(eq(applications.payToken, token));
  // A token is only ever given with an acceptance, and an acceptance is final.
  return row && row.status === "accepted" ? { ...row, programme: row.programme as Programme } : undefined;
}

export interface PaymentPage {
  programme: Programme;
  title: string;
  lang: "da" | "en";
  firstName: string;
  paid: boolean;
  /** open, paid, expired or withdrawn (decision 066): only an open link can be paid. */
  state: PaymentLinkState;
  price: { amount: number; currency: string } | null;
  /** The run the place is for ("YYYY-MM-DD"), when the coach chose one. */
  runStart: string | null;
  expiresAt: string | null;
}

/**
 * What the link asks: the amount the coach set at acceptance (decision 066), else the
 * catalogue's price now (links sent before). Null when the catalogue sells it at no price in kroner.
 */
async function linkItem(db: Database, found: { programme: Programme; payAmount: number | null; payCurrency: string | null }): Promise<OrderItem | null> {
  const item = await programmePrice(db, found.programme);
  if (!item) return null;
  return found.payAmount ? { ...item, unitAmount: found.payAmount, currency: found.payCurrency ?? item.currency } : item;
}

/** What /applications/pay/:token shows: the programme and what it asks, or that it is paid, expired or withdrawn. Null for an unknown token. */
export async function paymentPage(db: Database, token: string, now = new Date()): Promise<PaymentPage | null> {
  const found = await byToken(db, token);
  if (!found) return null;
  const state = paymentLinkState({ paidAt: found.paidAt, withdrawnAt: found.payWithdrawnAt, expiresAt: found.payExpiresAt }, now);
  const item = state === "open" ? await linkItem(db, found) : null;
  return {
    programme: found.programme,
    title: PROGRAMME_TITLES[found.programme],
    lang: applicationLanguage(found.programme),
    firstName: found.firstName,
    paid: state === "paid",
    state,
    price: item ? { amount: item.unitAmount, currency: item.currency } : null,
    runStart: found.payRunStart,
    expiresAt: found.payExpiresAt?.toISOString() ?? null,
  };
}

export type StartPaymentResult = { ok: true; url: string; orderId: string } | { ok: false; reason: "not-found" | "paid" | "unavailable" | "no-longer-valid" };

/**
 * The payment link's button: an order for the programme at the catalogue's price now, recorded
 * as this application's (in the order's transaction), and the provider's checkout. The page's
 * key makes a double click one checkout; opening the link again days later gives a new key, so
 * a new checkout (the first one's session has expired by then).
 */
export async function startApplicationPayment(deps: OrdersDeps, input: { token: string; key: string }): Promise<StartPaymentResult> {
  const found = await byToken(deps.db, input.token);
  if (!found) return { ok: false, reason: "not-found" };
  const state = paymentLinkState({ paidAt: found.paidAt, withdrawnAt: found.payWithdrawnAt, expiresAt: found.payExpiresAt }, deps.now());
  if (state === "paid") return { ok: false, reason: "paid" };
  if (state !== "open") return { ok: false, reason: "no-longer-valid" };
  if (!KEY_PATTERN.test(input.key)) return { ok: false, reason: "unavailable" };
  const item = await linkItem(deps.db, found);
  if (!item) return { ok: false, reason: "unavailable" };
  const result = await openCheckout(deps, {
    items: [item],
    scope: [input.key, "application", found.id, item.itemId, item.currency],
    email: found.email,
    name: `${found.firstName} ${found.lastName}`,
    cancelPath: `/applications/pay/${input.token}`,
    onOrderCreated: async (tx, orderId) => {
      await tx.insert(applicationOrders).values({ orderId, applicationId: found.id });
    },
  });
  return result.ok ? { ok: true, url: result.url, orderId: result.orderId } : { ok: false, reason: "unavailable" };
}

/**
 * After a withdrawal (decision 066): every checkout opened from the link that may still be
 * paid is expired at the provider. One the provider reports paid already is left to its event,
 * which the applications order effect refuses (refunded in full).
 */
export async function expireApplicationCheckouts(deps: Pick<OrdersDeps, "db" | "provider">, applicationId: string): Promise<number> {
  const open = await deps.db
    .select({ id: orders.id, sessionId: orders.providerSessionId })
    .from(applicationOrders)
    .innerJoin(orders, eq(orders.id, applicationOrders.orderId))
    .where(and(eq(applicationOrders.applicationId, applicationId), eq(orders.status, "pending"), isNotNull(orders.providerSessionId)));
  let expired = 0;
  for (const order of open) {
    if (!(await deps.provider.expire(order.sessionId!))) continue;
    const moved = await deps.db
      .update(orders)
      .set({ status: "expired", updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    expired += moved.length;
  }
  return expired;
}
