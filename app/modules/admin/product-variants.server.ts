import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productVariants } from "~/db/schema";
import { variantLabel } from "~/modules/shop/variant-rules";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";

export type VariantRow = typeof productVariants.$inferSelect;

export function listVariants(db: Database, productId: string): Promise<VariantRow[]> {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

/** Stock, print-on-demand id and active of one of this product's variants, recorded in the audit log. */
export async function updateVariant(
  db: Database,
  actor: AuditActor,
  productId: string,
  input: { variantId: string; stock: number | null; podProductId: string | null; active: boolean },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: input.stock, podProductId: input.podProductId, isActive: input.active, updatedAt: now })
      .where(and(eq(productVariants.id, input.variantId), eq(productVariants.productId, productId)))
      .returning();
    if (!row) return false;
    await recordAudit(
      tx,
      actor,
      {
        action: "product.variant-updated",
        subjectType: "product",
        subjectId: productId,
        summary: `Variant ${variantLabel(row) || "default"}: stock ${row.stock ?? "made to order"}, ${row.isActive ? "active" : "not active"}`,
      },
      now,
    );
    return true;
  });
}

/**
 * A new size/colour of this product; its id and SKU from the product and options. The first
 * optioned variant retires the default one (no options): from then on a choice is needed.
 */
export async function addVariant(
  db: Database,
  actor: AuditActor,
  productId: string,
  input: { size: string | null; colour: string | null; stock: number | null; podProductId: string | null },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "taken" }> {
  const suffix = [input.size, input.colour]
    .filter(Boolean)
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const id = `${productId}-${suffix}`;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
    const [row] = await tx
      .insert(productVariants)
      .values({
        id,
        productId,
        sku: id,
        size: input.size,
        colour: input.colour,
        stock: input.stock,
        podProductId: input.podProductId,
        sortOrder: existing.length,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false, reason: "taken" };
    await tx
      .update(productVariants)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(productVariants.id, productId), eq(productVariants.productId, productId)));
    await recordAudit(
      tx,
      actor,
      { action: "product.variant-added", subjectType: "product", subjectId: productId, summary: `Variant added: ${variantLabel(row)}` },
      now,
    );
    return { ok: true };
  });
}
