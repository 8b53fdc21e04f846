import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, podFulfilments, products, productVariants, type OrderItem, type PodItem, type ShippingAddress } from "~/db/schema";
import type { Tx } from "~/db/client.server";
import { lineName } from "~/modules/shop/variant-rules";
import type { NextStep } from "./retry";
import { handleableStatuses, type PodStatus } from "./status";

export type PodFulfilment = typeof podFulfilments.$inferSelect;
/** The address as a payment provider collected it; the e-mail may come from the order instead. */
export type CollectedAddress = Omit<ShippingAddress, "email"> & { email?: string };

interface PaidOrder {
  id: string;
  email: string | null;
  currency: string;
  items: OrderItem[];
}

/**
 * Called by the fulfilment path in the transaction that marks the order paid: the order's
 * items that are products with a print-on-demand id become one queue row, one Gelato order
 * (decision 020). order_id is unique, so a replayed event queues nothing more. Without a
 * complete address (and an e-mail for the carrier) the order waits for the coach as
 * 'needs-address'. Returns how many rows were queued (0 or 1).
 */
export async function queuePrintOnDemand(tx: Tx, order: PaidOrder, now: Date, collected?: CollectedAddress): Promise<number> {
  // By variant (decision 046): each size and colour is its own Gelato product; an item of before
  // variants names only the product, whose default variant has the product's id.
  const quantities = new Map<string, number>();
  for (const item of order.items) {
    const variantId = item.variantId ?? item.itemId;
    quantities.set(variantId, (quantities.get(variantId) ?? 0) + item.quantity);
  }
  if (quantities.size === 0) return 0;
  const podUid = sql<string | null>`coalesce(${productVariants.podProductId}, ${products.podProductId})`;
  const podVariants = await tx
    .select({
      variantId: productVariants.id,
      id: products.id,
      name: products.name,
      size: productVariants.size,
      colour: productVariants.colour,
      podProductId: podUid,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, [...quantities.keys()]), isNotNull(podUid)))
    .orderBy(asc(products.name), asc(products.id), asc(productVariants.sortOrder), asc(productVariants.id));
  if (podVariants.length === 0) return 0;
  const email = collected?.email ?? order.email ?? undefined;
  const address: ShippingAddress | null = collected && email ? { ...collected, email } : null;
  const items: PodItem[] = podVariants.map((variant) => ({
    productId: variant.id,
    ...(variant.variantId !== variant.id ? { variantId: variant.variantId } : {}),
    podProductId: variant.podProductId!,
    productName: lineName(variant.name, variant),
    quantity: quantities.get(variant.variantId)!,
  }));
  const queued = await tx
    .insert(podFulfilments)
    .values({
      id: randomUUID(),
      orderId: order.id,
      items,
      currency: order.currency,
      status: (address ? "waiting" : "needs-address") satisfies PodStatus,
      shippingAddress: address,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: podFulfilments.orderId })
    .returning({ id: podFulfilments.id });
  return queued.length;
}

/** An item as it goes to Gelato: as paid, with the product's print file read when it is sent. */
export type SendItem = PodItem & { printFileUrl: string | null };

export type ClaimedFulfilment = Omit<PodFulfilment, "items"> & {
  items: SendItem[];
  shippingAddress: ShippingAddress;
  claimedAt: Date;
  customerReferenceId: string;
};

/** A 'submitting' order whose worker vanished (crash, deploy) is taken again after this long. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Takes up to `limit` due Gelato orders for one worker, in one statement: the inner SELECT
 * locks them with SKIP LOCKED, so two instances never take the same one, and the UPDATE
 * counts the attempt. Each carries its claim time, the fence for `recordAttempt`, and each
 * item the product's print file as it is now (a file added after a refusal goes on retry).
 */
export async function claimDueLines(db: Database, now: Date, limit = 10): Promise<ClaimedFulfilment[]> {
  const due = db
    .select({ id: podFulfilments.id })
    .from(podFulfilments)
    .where(
      or(
        and(eq(podFulfilments.status, "waiting"), lte(podFulfilments.nextAttemptAt, now), isNotNull(podFulfilments.shippingAddress)),
        and(eq(podFulfilments.status, "submitting"), lt(podFulfilments.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
      ),
    )
    .orderBy(asc(podFulfilments.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(podFulfilments)
    .set({ status: "submitting", claimedAt: now, attempts: sql`${podFulfilments.attempts} + 1`, updatedAt: now })
    .where(inArray(podFulfilments.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const [owners, files] = await Promise.all([
    db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.id, [...new Set(claimed.map((row) => row.orderId))])),
    db
      .select({ id: products.id, printFileUrl: products.printFileUrl })
      .from(products)
      .where(inArray(products.id, [...new Set(claimed.flatMap((row) => row.items.map((item) => item.productId)))])),
  ]);
  const userOf = new Map(owners.map((o) => [o.id, o.userId]));
  const fileOf = new Map(files.map((p) => [p.id, p.printFileUrl]));
  return claimed.map((row) => ({
    ...row,
    items: row.items.map((item) => ({ ...item, printFileUrl: fileOf.get(item.productId) ?? null })),
    shippingAddress: row.shippingAddress!,
    claimedAt: row.claimedAt!,
    // Gelato's customer reference: the account, or the order for a guest.
    customerReferenceId: userOf.get(row.orderId) ?? `order-${row.orderId}`,
  }));
}

/** Stores what one attempt came to; a worker whose lease ran out (fence moved) changes nothing. */
export async function recordAttempt(db: Database, line: Pick<ClaimedFulfilment, "id" | "claimedAt">, step: NextStep, now: Date): Promise<boolean> {
  const changes =
    step.status === "submitted"
      ? { status: step.status, providerOrderId: step.providerOrderId, lastError: null }
      : step.status === "waiting"
        ? { status: step.status, nextAttemptAt: step.nextAttemptAt, lastError: step.lastError }
        : { status: step.status, lastError: step.lastError };
  const updated = await db
    .update(podFulfilments)
    .set({ ...changes, claimedAt: null, updatedAt: now })
    .where(and(eq(podFulfilments.id, line.id), eq(podFulfilments.status, "submitting"), eq(podFulfilments.claimedAt, line.claimedAt)))
    .returning({ id: podFulfilments.id });
  return updated.length === 1;
}

/** The admin's view of the queue: newest first. */
/** Print-on-demand orders per page on /admin/print-on-demand. */
export const POD_PAGE_SIZE = 50;

/**
 * The queue newest first, a page at a time by keyset (created_at, id; index
 * pod_fulfilments_created_idx), so the page costs the same however long the shop has sold.
 * `after`: the cursor of the previous page's last row (accounts' encodeCursor).
 */
export async function listPrintOnDemand(db: Database, input: { after?: { at: string; id: string } | null; limit?: number } = {}) {
  const limit = input.limit ?? POD_PAGE_SIZE;
  const rows = await db
    .select({
      id: podFulfilments.id,
      orderId: podFulfilments.orderId,
      items: podFulfilments.items,
      status: podFulfilments.status,
      attempts: podFulfilments.attempts,
      lastError: podFulfilments.lastError,
      providerOrderId: podFulfilments.providerOrderId,
      nextAttemptAt: podFulfilments.nextAttemptAt,
      createdAt: podFulfilments.createdAt,
      cursorAt: sql<string>`${podFulfilments.createdAt}::text`,
    })
    .from(podFulfilments)
    .where(input.after ? sql`(${podFulfilments.createdAt}, ${podFulfilments.id}) < (${input.after.at}::timestamptz, ${input.after.id})` : undefined)
    .orderBy(desc(podFulfilments.createdAt), desc(podFulfilments.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { lines: page.map(({ cursorAt: _, ...line }) => line), next: rows.length > limit && last ? { at: last.cursorAt, id: last.id } : null };
}

/** 'Retry now': a failed Gelato order waits again, due at once, with a fresh round of attempts. */
export async function retryPrintOnDemand(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(podFulfilments)
    .set({ status: "waiting", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(podFulfilments.id, id), eq(podFulfilments.status, "failed")))
    .returning({ id: podFulfilments.id });
  return updated.length === 1;
}

/** 'Mark as handled': the coach placed it by hand; the worker leaves it alone from now on. */
export async function markPrintOnDemandHandled(db: Database, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(podFulfilments)
    .set({ status: "handled-by-coach", claimedAt: null, updatedAt: now })
    .where(and(eq(podFulfilments.id, id), inArray(podFulfilments.status, [...handleableStatuses])))
    .returning({ id: podFulfilments.id });
  return updated.length === 1;
}
