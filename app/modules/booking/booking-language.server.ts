import { eq } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { orders } from "~/db/schema";
import { toLanguage, type Language } from "~/lib/i18n/languages";

/**
 * The language a booking speaks to its client in: its order's (decision 047), recorded when the
 * journey began. A booking without an order (a consultation, one the coach added by hand) is English.
 */
export async function bookingLanguage(db: Database | Tx, booking: { orderId: string | null }): Promise<Language> {
  if (!booking.orderId) return "en";
  const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, booking.orderId));
  return toLanguage(order?.language);
}
