/**
 * A product's variants (decision 046, docs/rules.md, "Cart"): what the buyer chooses before 'Add to Cart'.
 * The database holds the same rules (cart.server.ts joins only an active variant in stock); these
 * name them and say why an add was refused.
 */
export interface VariantOptions {
  size: string | null;
  colour: string | null;
}

export interface VariantChoice extends VariantOptions {
  id: string;
  isActive: boolean;
  /** Null: made to order, never sold out. */
  stock: number | null;
}

/** "M, black"; "" for a product's default variant, which has no options. */
export function variantLabel(variant: VariantOptions): string {
  return [variant.size, variant.colour].filter(Boolean).join(", ");
}

/** The line's name in the cart, at checkout and on the receipt: "Studio T-Shirt — M, black". */
export function lineName(productName: string, variant: VariantOptions): string {
  const label = variantLabel(variant);
  return label ? `${productName} — ${label}` : productName;
}

export const hasOptions = (variant: VariantOptions) => Boolean(variant.size || variant.colour);

/** A product whose variants have options is bought by choosing one: there is nothing to add without. */
export function needsChoice(variants: VariantChoice[]): boolean {
  return variants.some((variant) => variant.isActive && hasOptions(variant));
}

/** What the choice asks for: "size", "colour" or "size and colour" (the select's label). */
export function choiceName(variants: VariantOptions[]): string {
  const sizes = variants.some((variant) => variant.size);
  const colours = variants.some((variant) => variant.colour);
  return sizes && colours ? "size and colour" : colours ? "colour" : "size";
}

export type VariantResolution = { ok: true; variant: VariantChoice } | { ok: false; reason: "choose" | "not-found" | "sold-out" };

/**
 * The variant an add means: the one chosen (it must be this product's, active and in stock), or,
 * when nothing was chosen, the default variant of a product without options. A product with
 * options and no choice is refused ("choose"), never given a size the buyer did not pick.
 */
export function resolveVariant(variants: VariantChoice[], chosenId?: string | null): VariantResolution {
  if (!chosenId) {
    if (needsChoice(variants)) return { ok: false, reason: "choose" };
    const fallback = variants.find((variant) => variant.isActive && !hasOptions(variant));
    if (!fallback) return { ok: false, reason: "not-found" };
    return inStock(fallback) ? { ok: true, variant: fallback } : { ok: false, reason: "sold-out" };
  }
  const chosen = variants.find((variant) => variant.id === chosenId && variant.isActive);
  if (!chosen) return { ok: false, reason: "not-found" };
  return inStock(chosen) ? { ok: true, variant: chosen } : { ok: false, reason: "sold-out" };
}

export const inStock = (variant: Pick<VariantChoice, "stock">) => variant.stock === null || variant.stock > 0;
