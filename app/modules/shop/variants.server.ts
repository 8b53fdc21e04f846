import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { productVariants } from "~/db/schema";
import { choiceName, inStock, variantLabel } from "./variant-rules";

/** One size/colour as the shop card offers it. */
export interface ShopOption {
  id: string;
  label: string;
  soldOut: boolean;
}

/**
 * The options each of these products is bought in (decision 046): its active variants with a size
 * or colour, in their order, and what the choice is called. A product without options is absent.
 */
export async function listShopOptions(db: Database, productIds: string[]): Promise<Map<string, { choice: string; options: ShopOption[] }>> {
  const byProduct = new Map<string, { choice: string; options: ShopOption[] }>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.productId, productIds),
        eq(productVariants.isActive, true),
        or(isNotNull(productVariants.size), isNotNull(productVariants.colour)),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder), asc(productVariants.id));
  const grouped = new Map<string, typeof rows>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  for (const [productId, variants] of grouped) {
    byProduct.set(productId, {
      choice: choiceName(variants),
      options: variants.map((variant) => ({ id: variant.id, label: variantLabel(variant), soldOut: !inStock(variant) })),
    });
  }
  return byProduct;
}
