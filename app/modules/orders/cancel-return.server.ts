import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { cancelledOrderId } from "./return-urls";

export interface CancelledOrder {
  id: string;
  status: string;
  checkoutUrl: string | null;
  bookingId: string | null;
  language: "en" | "da";
}

/**
 * The unpaid order a page was returned to by a checkout's Cancel (`?checkout=cancelled&order=…`);
 * undefined without the flag, for an unknown id, or once the order was paid after all.
 */
export async function findCancelledOrder(db: Database, requestUrl: string): Promise<CancelledOrder | undefined> {
  const id = cancelledOrderId(new URL(requestUrl));
  if (!id) return undefined;
  const [order] = await db
    .select({ id: orders.id, status: orders.status, checkoutUrl: orders.checkoutUrl, bookingId: orders.bookingId, language: orders.language })
    .from(orders)
    .where(eq(orders.id, id));
  return order && (order.status === "pending" || order.status === "expired") ? order : undefined;
}
