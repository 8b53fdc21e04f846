import { and, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "~/db/client.server";
import { cartCheckouts, cartItems, productVariants } from "~/db/schema";
import { choiceName, resolveVariant } from "./variant-rules";
import { exceedsStock } from "./stock-rules";
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

/** The owner's lines with the product's name, price, currency and image. */
export async function readCart(db: Executor, owner: CartOwner): Promise<CartView> {
  const [cart] = await readCarts(db, [owner]);
  return cart!;
}

/** The carts of several owners in one statement (the cart API batches its readers, decision 021). */
export async function readCarts(db: Executor, owners: CartOwner[]): Promise<CartView[]> {
  const rows = await rowsOf<LineRow>(db.execute(readCartsStatement(owners)));
  const byOwner = groupByOwner(rows);
  return owners.map((owner) => cartView(byOwner.get(ownerKey(owner)) ?? []));
}

/** The statement readCarts sends (exported for the query-plan test, decision 026). */
export function readCartsStatement(owners: CartOwner[]): SQL {
  return selectLines(linesOf(owners.map((owner) => ({ userId: owner.userId ?? null, sessionId: checkedSessionId(owner) }))));
}

export function cartView(rows: Omit<CartLineView, "lineTotal">[]): CartView {
  const lines = rows.map(({ id, productId, variantId, name, imageUrl, category, unitAmount, currency, quantity, available }) => ({
    id,
    productId,
    variantId,
    name,
    imageUrl,
    category,
    unitAmount,
    currency,
    quantity,
    lineTotal: available ? unitAmount * quantity : 0,
    available,
  }));
  return { lines, ...cartTotals(lines), currency: CART_CURRENCY };
}

export type CartChange = { ok: true } | { ok: false; reason: "not-found" };

/** `variantId`: the size/colour chosen; absent for a product without options (its default variant). */
export type CartAdd = { owner: CartOwner; productId: string; variantId?: string | null; quantity: number };

/**
 * Adds a product: one statement, so two quick clicks or two tabs end on one line with the
 * quantities added (the partial unique index per owner decides, not a look-up first).
 */
export async function addToCart(
  db: Executor,
  owner: CartOwner,
  productId: string,
  quantity: number,
  now: Date,
  variantId?: string | null,
): Promise<CartChange> {
  const [added] = await addToCarts(db, [{ owner, productId, variantId, quantity }], now);
  return added!.change;
}

/**
 * Several adds, of one owner or many, and the carts as they are afterwards, in one statement
 * (decision 021). Adds of one variant to one cart add up; a product or variant that is not for
 * sale (inactive, sold out, or a product with options and no option chosen) is "not-found" for
 * its add and changes nothing (`whyNotAdded` says which).
 */
export async function addToCarts(db: Executor, adds: CartAdd[], now: Date): Promise<{ change: CartChange; cart: CartView }[]> {
  const valid = adds.map((add) => setQuantity(add.quantity));
  const wanted = adds.flatMap((add, index) =>
    valid[index] === null
      ? []
      : [
          {
            user_id: add.owner.userId ?? null,
            session_id: checkedSessionId(add.owner),
            product_id: add.productId,
            variant_id: add.variantId ?? null,
            quantity: valid[index],
          },
        ],
  );
  const max = sql.raw(String(MAX_LINE_QUANTITY));
  const at = sql`${now.toISOString()}::timestamptz`;
  const upsert = (owner: "user_id" | "session_id") => sql`
    INSERT INTO cart_items (id, product_id, variant_id, quantity, user_id, session_id, created_at, updated_at)
    SELECT gen_random_uuid()::text, product_id, variant_id, quantity, user_id, session_id, ${at}, ${at} FROM summed
      WHERE ${sql.raw(owner)} IS NOT NULL AND (stock IS NULL OR quantity <= stock)
    ON CONFLICT (${sql.raw(owner)}, variant_id) WHERE ${sql.raw(owner)} IS NOT NULL
    DO UPDATE SET quantity = least(cart_items.quantity + excluded.quantity, ${max}), updated_at = excluded.updated_at
    -- An add that would pass what is left changes nothing (under the row's lock: two tabs cannot both pass).
    WHERE cart_items.quantity + excluded.quantity <= coalesce((SELECT pv.stock FROM product_variants pv WHERE pv.id = excluded.variant_id), cart_items.quantity + excluded.quantity)
    RETURNING id, product_id, variant_id, quantity, user_id, session_id, created_at`;
  const rows = await rowsOf<LineRow & { added: boolean }>(
    db.execute(sql`
      WITH wanted AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS t(user_id text, session_id text, product_id text, variant_id text, quantity int)
      ), summed AS (
        -- The chosen variant of this product, or without a choice its default one (no options), active and in stock.
        SELECT w.user_id, w.session_id, w.product_id, v.id AS variant_id, least(sum(w.quantity), ${max})::int AS quantity, v.stock
        FROM wanted w JOIN products p ON p.id = w.product_id AND p.is_active AND p.currency = ${CART_CURRENCY}
        JOIN product_variants v ON v.product_id = p.id AND v.is_active AND (v.stock IS NULL OR v.stock > 0)
          AND (v.id = w.variant_id OR (w.variant_id IS NULL AND v.size IS NULL AND v.colour IS NULL))
        GROUP BY w.user_id, w.session_id, w.product_id, v.id, v.stock
      ), for_users AS (${upsert("user_id")}
      ), for_guests AS (${upsert("session_id")}
      ), changed AS (SELECT * FROM for_users UNION ALL SELECT * FROM for_guests)
      ${selectLines(
        sql`SELECT * FROM (${linesOf(adds.filter((_add, index) => valid[index] !== null).map((add) => ({ userId: add.owner.userId ?? null, sessionId: checkedSessionId(add.owner) })))}) unchanged
          WHERE id NOT IN (SELECT id FROM changed)
          UNION ALL SELECT * FROM changed`,
        sql`, l.id IN (SELECT id FROM changed) AS added`,
      )}`),
  );
  const byOwner = groupByOwner(rows);
  return adds.map((add, index) => {
    const lines = byOwner.get(ownerKey(add.owner)) ?? [];
    const added =
      valid[index] !== null && lines.some((line) => line.productId === add.productId && (!add.variantId || line.variantId === add.variantId) && line.added);
    return { change: added ? { ok: true } : { ok: false, reason: "not-found" }, cart: cartView(lines) };
  });
}

type LineRow = Omit<CartLineView, "lineTotal"> & { userId: string | null; sessionId: string | null };

/**
 * The lines of these owners: the users' lines and the guests' lines as two parts, each an
 * `= ANY(array)` through its own partial unique index. One `user_id IN … OR session_id IN …`
 * over a CTE kept PostgreSQL off both indexes and read the whole table (decision 026). A line
 * has exactly one owner, so the parts never overlap.
 */
export function linesOf(owners: { userId?: string | null; sessionId?: string | null }[]): SQL {
  const userIds = textArray(owners.flatMap((owner) => (owner.userId ? [owner.userId] : [])));
  const sessionIds = textArray(owners.flatMap((owner) => (owner.sessionId && !owner.userId ? [owner.sessionId] : [])));
  return sql`SELECT id, product_id, variant_id, quantity, user_id, session_id, created_at FROM cart_items
      WHERE user_id IS NOT NULL AND user_id = ANY(${userIds}::text[])
    UNION ALL
    SELECT id, product_id, variant_id, quantity, user_id, session_id, created_at FROM cart_items
      WHERE session_id IS NOT NULL AND session_id = ANY(${sessionIds}::text[])`;
}

/** A PostgreSQL array literal of texts (one parameter, so the planner sees how many there are). */
function textArray(values: string[]): string {
  return `{${[...new Set(values)].map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

/**
 * The lines of `source` with the product's name and the variant's options ("T-Shirt — M, black",
 * as `lineName` writes it), price (as it is now: what checkout charges) and image, in the cart's
 * order; a line whose product or variant is no longer for sale, or sold out, says so (`available`).
 */
function selectLines(source: SQL, extra: SQL = sql``) {
  return sql`SELECT l.id, l.product_id AS "productId", l.variant_id AS "variantId", l.quantity, l.user_id AS "userId", l.session_id AS "sessionId",
      ${lineNameSql} AS name, p.image_url AS "imageUrl", p.category, p.price AS "unitAmount", p.currency,
      (p.is_active AND v.is_active AND (v.stock IS NULL OR v.stock > 0) AND p.currency = ${CART_CURRENCY}) AS available ${extra}
    FROM (${source}) l JOIN products p ON p.id = l.product_id JOIN product_variants v ON v.id = l.variant_id
    ORDER BY l.created_at, p.name, l.id`;
}

/** `lineName` in SQL, over products `p` and product_variants `v`. */
const lineNameSql = sql.raw(`CASE WHEN coalesce(v.size, v.colour) IS NULL THEN p.name ELSE p.name || ' — ' || concat_ws(', ', v.size, v.colour) END`);

const ownerKey = (owner: { userId?: string | null; sessionId?: string | null }) => (owner.userId ? `user:${owner.userId}` : `guest:${owner.sessionId}`);

function groupByOwner<Row extends LineRow>(rows: Row[]): Map<string, Row[]> {
  const byOwner = new Map<string, Row[]>();
  for (const row of rows) {
    const key = ownerKey(row);
    const lines = byOwner.get(key);
    if (lines) lines.push(row);
    else byOwner.set(key, [row]);
  }
  return byOwner;
}

/** A guest id in SQL is always one of ours: a malformed one never reaches a statement. */
function checkedSessionId(owner: CartOwner): string | null {
  ownedBy(owner);
  return owner.sessionId ?? null;
}

/** 0 or less deletes the line (docs/rules.md, "Cart"). Only the owner's own line. */
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
        delete from cart_items where session_id = ${sessionId} returning product_id, variant_id, quantity
      )
      insert into cart_items (id, product_id, variant_id, quantity, user_id, session_id, created_at, updated_at)
      select gen_random_uuid()::text, product_id, variant_id, least(quantity, ${MAX_LINE_QUANTITY}), ${userId}, null, ${now}, ${now} from moved
      on conflict (user_id, variant_id) where user_id is not null
      do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}), updated_at = excluded.updated_at
    `);
    return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
  });
}

/** Each variant's stock (null: made to order); a variant that does not exist is absent. */
export async function stockOf(db: Executor, variantIds: string[]): Promise<Map<string, number | null>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export type NotAddedReason =
  { reason: "choose" | "sold-out" | "not-found"; choice: string } | { reason: "not-enough-stock"; choice: string; name: string; left: number; inCart: number };

/**
 * Why an add changed nothing, for the buyer's message: no option chosen where the product has
 * them, the chosen one sold out, more than is left (with the owner's cart, when given), or
 * simply not for sale. Read only after a refused add.
 */
export async function whyNotAdded(
  db: Executor,
  productId: string,
  variantId?: string | null,
  asked?: { owner: CartOwner; quantity: number },
): Promise<NotAddedReason> {
  const variants = await db
    .select({
      id: productVariants.id,
      size: productVariants.size,
      colour: productVariants.colour,
      isActive: productVariants.isActive,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const resolved = resolveVariant(variants, variantId);
  const choice = choiceName(variants.filter((variant) => variant.isActive));
  if (!resolved.ok) return { reason: resolved.reason, choice };
  if (asked && resolved.variant.stock !== null) {
    const [line] = await rowsOf<{ quantity: number; name: string }>(
      db.execute(sql`SELECT coalesce(sum(cart_items.quantity), 0)::int AS quantity, (SELECT ${lineNameSql} FROM products p JOIN product_variants v ON v.product_id = p.id WHERE v.id = ${resolved.variant.id}) AS name
        FROM cart_items WHERE cart_items.variant_id = ${resolved.variant.id} AND ${ownedBy(asked.owner)}`),
    );
    const inCart = line?.quantity ?? 0;
    if (exceedsStock(resolved.variant.stock, inCart, asked.quantity))
      return { reason: "not-enough-stock", choice, name: line?.name ?? "", left: resolved.variant.stock, inCart };
  }
  return { reason: "not-found", choice };
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

/** Lines that can no longer be bought (product or variant inactive, sold out): deleted from the cart, their names returned. */
export async function dropUnavailable(db: Executor, owner: CartOwner): Promise<string[]> {
  const gone = await rowsOf<{ id: string; name: string }>(
    db.execute(sql`SELECT cart_items.id, ${lineNameSql} AS name
      FROM cart_items JOIN products p ON p.id = cart_items.product_id JOIN product_variants v ON v.id = cart_items.variant_id
      WHERE ${ownedBy(owner)} AND (NOT p.is_active OR NOT v.is_active OR coalesce(v.stock, 1) < 1 OR p.currency <> ${CART_CURRENCY})`),
  );
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
