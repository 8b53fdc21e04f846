import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { offerIdFrom } from "~/modules/catalogue/catalogue.server";
import { formatMoney } from "~/modules/orders/money";
import { UNPAID_STATUSES } from "~/modules/orders/order-status";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";

export type Product = typeof products.$inferSelect;

/** A product as the back office lists it: with the units sold and whether any order holds it. */
export type ProductRow = Product & {
  /** Units in orders whose money arrived (paid, refunded or disputed later included). */
  sold: number;
  /** Some order, paid or not, names it: it can be deactivated, never deleted (the database refuses). */
  held: boolean;
};

/** What the product form saves; the files are stored first and arrive here as their addresses. */
export interface ProductInput {
  name: string;
  description: string;
  category: string;
  /** DKK, minor units. */
  price: number;
  active: boolean;
  podProductId: string | null;
  /** undefined: unchanged; null: removed. */
  imageUrl?: string | null;
  printFileUrl?: string | null;
}

// Written out in full: drizzle leaves a single table's columns unqualified, and inside these
// subqueries a bare "id" would be the order's.
const productId = sql.raw(`"products"."id"`);
const holdsProduct = sql`o.items @> jsonb_build_array(jsonb_build_object('itemId', ${productId}))`;
const unpaid = sql.raw(UNPAID_STATUSES.map((status) => `'${status}'`).join(", "));

/** Units sold: the product's lines in orders whose money arrived (the GIN index on items finds them). */
const soldSql = sql<number>`coalesce((
  select sum((line->>'quantity')::int) from orders o, jsonb_array_elements(o.items) line
  where ${holdsProduct} and o.status not in (${unpaid}) and line->>'itemId' = ${productId}
), 0)::int`;
const heldSql = sql<boolean>`exists (select 1 from orders o where ${holdsProduct})`;

/** Every product, active or not, by category and name. */
export async function listProductRows(db: Database): Promise<ProductRow[]> {
  return db
    .select({ product: products, sold: soldSql, held: heldSql })
    .from(products)
    .orderBy(asc(products.category), asc(products.name), asc(products.id))
    .then((rows) => rows.map(({ product, sold, held }) => ({ ...product, sold: Number(sold), held: Boolean(held) })));
}

export async function findProductRow(db: Database, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select({ product: products, sold: soldSql, held: heldSql }).from(products).where(eq(products.id, id));
  return row ? { ...row.product, sold: Number(row.sold), held: Boolean(row.held) } : undefined;
}

/** 'Add product': a DKK product with an id from its name (a number added when taken), recorded in the audit log. */
export async function createProduct(db: Database, actor: AuditActor, input: ProductInput, now = new Date()): Promise<Product> {
  const base = offerIdFrom(input.name);
  for (let attempt = 1; ; attempt++) {
    const id = attempt === 1 ? base : `${base}-${attempt}`;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          id,
          name: input.name,
          description: input.description,
          category: input.category,
          price: input.price,
          currency: "DKK",
          isActive: input.active,
          podProductId: input.podProductId,
          imageUrl: input.imageUrl ?? null,
          printFileUrl: input.printFileUrl ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      await recordAudit(
        tx,
        actor,
        {
          action: "product.created",
          subjectType: "product",
          subjectId: id,
          summary: `Created the product ${row.name} in ${row.category} at ${formatMoney(row.price, row.currency)} (${row.isActive ? "active" : "not active"}).`,
        },
        now,
      );
      return row;
    });
    if (created) return created;
  }
}

function describeChanges(before: Product, after: Product): string[] {
  return [
    before.name !== after.name ? `name "${before.name}" → "${after.name}"` : null,
    before.price !== after.price ? `price ${formatMoney(before.price, before.currency)} → ${formatMoney(after.price, after.currency)}` : null,
    before.category !== after.category ? `category ${before.category} → ${after.category}` : null,
    before.isActive !== after.isActive ? (after.isActive ? "activated" : "deactivated") : null,
    before.description !== after.description ? "description" : null,
    before.imageUrl !== after.imageUrl ? (after.imageUrl ? "image" : "image removed") : null,
    before.podProductId !== after.podProductId ? `print-on-demand id ${before.podProductId ?? "none"} → ${after.podProductId ?? "none"}` : null,
    before.printFileUrl !== after.printFileUrl ? (after.printFileUrl ? "print file" : "print file removed") : null,
  ].filter((change): change is string => change !== null);
}

export type ProductWrite = { ok: true; product: Product } | { ok: false; reason: "not-found"; message: string };

/**
 * The editor's save: every field at once, the change (price before and after) in the audit log,
 * in one transaction. The shop, the cart and checkout read the product on every request, so the
 * new values apply from the next one (docs/rules.md, "Back office").
 */
export async function saveProduct(db: Database, actor: AuditActor, id: string, input: ProductInput, now = new Date()): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return { ok: false, reason: "not-found", message: "This product no longer exists." };
    const [after] = await tx
      .update(products)
      .set({
        name: input.name,
        description: input.description,
        category: input.category,
        price: input.price,
        isActive: input.active,
        podProductId: input.podProductId,
        ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
        ...(input.printFileUrl !== undefined ? { printFileUrl: input.printFileUrl } : {}),
        updatedAt: now,
      })
      .where(eq(products.id, id))
      .returning();
    const changes = describeChanges(before, after!);
    if (changes.length)
      await recordAudit(
        tx,
        actor,
        {
          action: "product.changed",
          subjectType: "product",
          subjectId: id,
          summary: `Changed ${after!.name}: ${changes.join("; ")}.`,
          details: {
            before: { name: before.name, price: before.price, isActive: before.isActive },
            after: { name: after!.name, price: after!.price, isActive: after!.isActive },
          },
        },
        now,
      );
    return { ok: true, product: after! };
  });
}

/** Activate or deactivate: a deactivated product leaves the shop, cannot be added, and cart lines holding it are not charged. */
export async function setProductActive(db: Database, actor: AuditActor, id: string, active: boolean, now = new Date()): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return { ok: false, reason: "not-found", message: "This product no longer exists." };
    if (before.isActive === active) return { ok: true, product: before };
    const [after] = await tx.update(products).set({ isActive: active, updatedAt: now }).where(eq(products.id, id)).returning();
    await recordAudit(
      tx,
      actor,
      {
        action: active ? "product.activated" : "product.deactivated",
        subjectType: "product",
        subjectId: id,
        summary: active ? `Activated ${after!.name}: back in the shop.` : `Deactivated ${after!.name}: no longer in the shop.`,
      },
      now,
    );
    return { ok: true, product: after! };
  });
}

/** The database's refusal (migration 0030's trigger, SQLSTATE 23503), however the driver wraps it. */
function isSoldRefusal(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === "23503") return true;
  return false;
}

export type ProductDelete = { ok: true } | { ok: false; reason: "not-found" | "sold"; message: string };

/**
 * Deletes a product no order holds (a draft the coach no longer wants). The database refuses to
 * delete one any order names (migration 0030), whatever the caller checked first; that refusal
 * is the answer "deactivate it instead".
 */
export async function deleteProduct(db: Database, actor: AuditActor, id: string, now = new Date()): Promise<ProductDelete> {
  try {
    return await db.transaction(async (tx) => {
      const [gone] = await tx.delete(products).where(eq(products.id, id)).returning();
      if (!gone) return { ok: false as const, reason: "not-found" as const, message: "This product no longer exists." };
      await recordAudit(
        tx,
        actor,
        { action: "product.deleted", subjectType: "product", subjectId: id, summary: `Deleted the product ${gone.name} (never sold).` },
        now,
      );
      return { ok: true as const };
    });
  } catch (error) {
    if (isSoldRefusal(error)) return { ok: false, reason: "sold", message: "This product has been ordered, so it cannot be deleted: deactivate it instead." };
    throw error;
  }
}
