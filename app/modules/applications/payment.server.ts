import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationOrders, applications } from "~/db/schema";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { openCheckout } from "~/modules/orders/checkout.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { priceItem } from "~/modules/sales/pricing";
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
  price: { amount: number; currency: string } | null;
}

/** What /applications/pay/:token shows: the programme and its price now, or that it is paid. Null for an unknown token. */
export async function paymentPage(db: Database, token: string): Promise<PaymentPage | null> {
  const found = await byToken(db, token);
  if (!found) return null;
  const item = found.paidAt ? null : await programmePrice(db, found.programme);
  return {
    programme: found.programme,
    title: PROGRAMME_TITLES[found.programme],
    lang: applicationLanguage(found.programme),
    firstName: found.firstName,
    paid: Boolean(found.paidAt),
    price: item ? { amount: item.unitAmount, currency: item.currency } : null,
  };
}

export type StartPaymentResult = { ok: true; url: string } | { ok: false; reason: "not-found" | "paid" | "unavailable" };

/**
 * The payment link's button: an order for the programme at the catalogue's price now, recorded
 * as this application's (in the order's transaction), and the provider's checkout. The page's
 * key makes a double click one checkout; opening the link again days later gives a new key, so
 * a new checkout (the first one's session has expired by then).
 */
export async function startApplicationPayment(deps: OrdersDeps, input: { token: string; key: string }): Promise<StartPaymentResult> {
  const found = await byToken(deps.db, input.token);
  if (!found) return { ok: false, reason: "not-found" };
  if (found.paidAt) return { ok: false, reason: "paid" };
  if (!KEY_PATTERN.test(input.key)) return { ok: false, reason: "unavailable" };
  const item = await programmePrice(deps.db, found.programme);
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
  return result.ok ? { ok: true, url: result.url } : { ok: false, reason: "unavailable" };
}
