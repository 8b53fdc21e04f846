import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { productVariants } from "~/db/schema";
import type { Tx } from "~/db/client.server";

/** One paid line's claim on stock: the variant and how many. */
export interface StockTake {
  variantId: string;
  quantity: number;
}

/**
 * Takes a paid order's quantities from its variants' stock, inside the paid transaction
 * (decision 046). Each take is one conditional UPDATE: the row lock makes a second buyer of the
 * last one wait and then find `stock >= quantity` false, so exactly one of them takes it, and the
 * CHECK (stock >= 0) holds it in the database whatever the code does. A variant made to order
 * (stock null) is not counted. Returns the variants that did not have enough: the payment is
 * already taken, so the coach is told (restock or refund).
 */
export async function takeStock(tx: Pick<Tx, "update" | "select">, takes: StockTake[], now: Date): Promise<string[]> {
  const short: string[] = [];
  for (const take of takes) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${take.quantity}`, updatedAt: now })
      .where(and(eq(productVariants.id, take.variantId), isNotNull(productVariants.stock), gte(productVariants.stock, take.quantity)))
      .returning({ id: productVariants.id });
    if (taken.length) continue;
    const [counted] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, take.variantId), isNotNull(productVariants.stock)));
    if (counted) short.push(take.variantId);
  }
  return short;
}
