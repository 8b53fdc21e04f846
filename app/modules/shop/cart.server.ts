import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cartCheckouts, cartItems, products } from "~/db/schema";
import { CART_CURRENCY, cartTotals, MAX_LINE_QUANTITY, setQuantity, type CartLineView, type CartView } from "./cart-rules";
import { GUEST_CART_DAYS, isGuestSessionId } from "./guest-session";

/** Whose cart: the signed-in user, or the guest session id when nobody is signed in. */
export type CartOwner = { userId: string; sessionId?: undefined } | { sessionId: string; userId?: undefined };

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/** Every read and change is filtered by this: a line id alone never reaches another owner's line. */
export function ownedBy(owner: CartOwner): SQL {
  if (owner.userId) return eq(cartItems.userId, owner.userId);
  if (!isGuestSessionId(owner.sessionId)) throw new Error("invalid guest session id");
  return eq(cartItems.sessionId, owner.sessionId);
}

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  name: products.name,
  imageUrl: products.imageUrl,
  category: products.category,
  unitAmount: products.price,
  currency: products.currency,
  isActive: products.isActive,
};

/** SPEC.md "Read cart": the owner's lines with the product's name, price, currency and image. */
export async function readCart(db: Executor, owner: CartOwner): Promise<CartView> {
  const rows = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(owner), eq(products.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(products.name), asc(cartItems.id));
  return cartView(rows);
}

export function cartView(rows: Omit<CartLineView, "lineTotal">[]): CartView {
  const lines = rows.map(({ id, productId, name, imageUrl, category, unitAmount, currency, quantity }) => ({
    id,
    productId,
    name,
    imageUrl,
    category,
    unitAmount,
    currency,
    quantity,
    lineTotal: unitAmount * quantity,
  }));
  return { lines, ...cartTotals(lines), currency: CART_CURRENCY };
}

export type CartChange = { ok: true } | { ok: false; reason: "not-found" };

/**
 * Adds a product: one statement, so two quick clicks or two tabs end on one line with the
 * quantities added (the partial unique index per owner decides, not a look-up first).
 */
export async function addToCart(db: Executor, owner: CartOwner, productId: string, quantity: number, now: Date): Promise<CartChange> {
  const amount = setQuantity(quantity);
  if (amount === null) return { ok: false, reason: "not-found" };
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true), eq(products.currency, CART_CURRENCY)));
  if (!product) return { ok: false, reason: "not-found" };
  ownedBy(owner);
  const target = owner.userId ? [cartItems.userId, cartItems.productId] : [cartItems.sessionId, cartItems.productId];
  await db
    .insert(cartItems)
    .values({ id: randomUUID(), productId, quantity: amount, userId: owner.userId ?? null, sessionId: owner.sessionId ?? null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target,
      targetWhere: owner.userId ? sql`user_id is not null` : sql`session_id is not null`,
      set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${sql.raw(String(MAX_LINE_QUANTITY))})`, updatedAt: now },
    });
  return { ok: true };
}

/** SPEC.md "Change quantity": 0 or less deletes the line. Only the owner's own line. */
export async function changeQuantity(db: Executor, owner: CartOwner, lineId: string, quantity: number, now: Date): Promise<CartChange> {
  const amount = setQuantity(quantity);
  if (amount === null) return removeLine(db, owner, lineId);
  const changed = await db
    .update(cartItems)
    .set({ quantity: amount, updatedAt: now })
    .where(and(eq(cartItems.id, lineId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  return changed.length ? { ok: true } : { ok: false, reason: "not-found" };
}

export async function removeLine(db: Executor, owner: CartOwner, lineId: string): Promise<CartChange> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  return removed.length ? { ok: true } : { ok: false, reason: "not-found" };
}

/**
 * On sign-in: the guest's lines move into the user's cart in one statement (quantities of
 * the same product add up). The guest lines are gone afterwards, so merging again, or two
 * merges at once, change nothing.
 */
export async function mergeGuestCart(db: Pick<Database, "transaction">, sessionId: string, userId: string, now: Date): Promise<number> {
  if (!isGuestSessionId(sessionId)) return 0;
  return db.transaction(async (tx) => {
    // First the checkouts this guest opened: their lines are about to move, so a later payment
    // must take them from the account's cart (decision 020). Locking these rows before the lines,
    // in the same order as `settlePaidCartOrder`, means a payment settling at this very moment
    // either finishes first (and the rest moves) or waits and then finds the account's cart.
    await tx
      .update(cartCheckouts)
      .set({ userId })
      .where(and(eq(cartCheckouts.sessionId, sessionId), isNull(cartCheckouts.userId)));
    const result = await tx.execute(sql`
      with moved as (
        delete from cart_items where session_id = ${sessionId} returning product_id, quantity
      )
      insert into cart_items (id, product_id, quantity, user_id, session_id, created_at, updated_at)
      select gen_random_uuid()::text, product_id, least(quantity, ${MAX_LINE_QUANTITY}), ${userId}, null, ${now}, ${now} from moved
      on conflict (user_id, product_id) where user_id is not null
      do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}), updated_at = excluded.updated_at
    `);
    return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
  });
}

/** Guest carts untouched for 30 days are deleted (the periodic job). */
export async function cleanIdleGuestCarts(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_CART_DAYS * 86_400_000);
  const idle = db
    .select({ sessionId: cartItems.sessionId })
    .from(cartItems)
    .where(sql`${cartItems.sessionId} is not null`)
    .groupBy(cartItems.sessionId)
    .having(lt(sql`max(${cartItems.updatedAt})`, cutoff));
  const removed = await db.delete(cartItems).where(inArray(cartItems.sessionId, idle)).returning({ id: cartItems.id });
  return removed.length;
}

/** Lines of products that can no longer be bought: deleted from the cart, their names returned. */
export async function dropUnavailable(db: Executor, owner: CartOwner): Promise<string[]> {
  const gone = await db
    .select({ id: cartItems.id, name: products.name })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(owner), sql`(${products.isActive} = false or ${products.currency} <> ${CART_CURRENCY})`));
  if (gone.length)
    await db.delete(cartItems).where(
      and(
        ownedBy(owner),
        inArray(
          cartItems.id,
          gone.map((line) => line.id),
        ),
      ),
    );
  return gone.map((line) => line.name);
}
