import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { orders, type OrderItem } from "~/db/schema";

/**
 * A course the coach gives by hand (a gift, a student who paid in cash) is an order like any
 * other: paid, for nothing, by this provider. Access, the dashboard and the data download then
 * treat it as they treat a purchase, and taking it back is the access revocation a partial
 * refund uses (decision 027). No provider is called: there is no money to move.
 */
export const BY_HAND_PROVIDER = "by-hand";

export interface GiveByHand {
  userId: string;
  email: string;
  item: Pick<OrderItem, "itemId" | "name">;
  currency: string;
  /** The form's key: a second click or a replay gives one order. */
  idempotencyKey: string;
  now?: Date;
}

/** The order that gives the item, created once per key; returns its id and whether this call created it. */
export async function giveByHand(db: Database | Tx, input: GiveByHand): Promise<{ orderId: string; created: boolean }> {
  const now = input.now ?? new Date();
  const key = createHash("sha256")
    .update(JSON.stringify([BY_HAND_PROVIDER, input.userId, input.item.itemId, input.idempotencyKey]))
    .digest("hex");
  const id = randomUUID();
  const created = await db
    .insert(orders)
    .values({
      id,
      status: "paid",
      userId: input.userId,
      email: input.email,
      items: [{ itemId: input.item.itemId, name: input.item.name, quantity: 1, unitAmount: 0, currency: input.currency }],
      amountTotal: 0,
      currency: input.currency,
      provider: BY_HAND_PROVIDER,
      providerSessionId: id,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
      paidAt: now,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id });
  if (created[0]) return { orderId: created[0].id, created: true };
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
  return { orderId: existing!.id, created: false };
}

/** Ends the access a by-hand order gave; only by-hand orders (paid ones go back through a refund). */
export async function takeBackByHand(db: Database | Tx, orderId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ accessRevokedAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.provider, BY_HAND_PROVIDER), isNull(orders.accessRevokedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
