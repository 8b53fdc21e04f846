/**
 * The cart's rules (docs/rules.md, "Cart") as plain functions; the database applies the same rules
 * (cart.server.ts) and these describe and check them.
 */

/** The most of one product in one cart line. */
export const MAX_LINE_QUANTITY = 99;

export interface CartLineView {
  id: string;
  productId: string;
  /** The size/colour in the cart (decision 046); a product without options: its default variant. */
  variantId: string;
  /** The product's name with the variant's options: "Studio T-Shirt — M, black". */
  name: string;
  imageUrl: string | null;
  category: string;
  /** Minor units of `currency`, from the database at the time of reading. */
  unitAmount: number;
  currency: string;
  quantity: number;
  /** What this line is charged: price × quantity, or 0 when the product is no longer for sale. */
  lineTotal: number;
  /**
   * False when the coach deactivated the product (or it is not sold in the cart's currency): the
   * line stays in view saying so, counts for nothing and is never charged (docs/rules.md, "Back office").
   */
  available: boolean;
}

export interface CartView {
  lines: CartLineView[];
  /** The sum of quantities. */
  count: number;
  /** The sum of price × quantity, minor units. */
  total: number;
  currency: string;
}

export const CART_CURRENCY = "DKK";

/** Setting a quantity: 0 or less removes the line (null), more than the cap is the cap. */
export function setQuantity(quantity: number): number | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  return Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
}

/** Total is the sum of price times quantity; count is the sum of quantities; lines no longer for sale count for neither. */
export function cartTotals(lines: (Pick<CartLineView, "unitAmount" | "quantity"> & { available?: boolean })[]) {
  return lines.reduce(
    (sum, line) => (line.available === false ? sum : { count: sum.count + line.quantity, total: sum.total + line.unitAmount * line.quantity }),
    { count: 0, total: 0 },
  );
}

export interface ShownLine {
  productId: string;
  /** Absent from a panel of before variants: the product's default variant, whose id is the product's. */
  variantId?: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutReview {
  /** Products the visitor saw that can no longer be bought (inactive or deleted). */
  removed: string[];
  /** Products whose price changed since the cart showed it: [name, was, now]. */
  changed: { productId: string; name: string; was: number; now: number }[];
  /** True when what would be charged is not what the visitor saw. */
  needsConfirmation: boolean;
}

/**
 * What the visitor saw against what the database says now. Any difference (a product gone,
 * a price or a quantity changed, a line added elsewhere) is shown before paying.
 */
export function reviewCheckout(
  shown: ShownLine[],
  current: (Pick<CartLineView, "productId" | "name" | "unitAmount" | "quantity"> & { variantId?: string })[],
  removedNames: string[],
): CheckoutReview {
  // A line is its variant: two sizes of one product are two lines.
  const now = new Map(current.map((line) => [line.variantId ?? line.productId, line]));
  const changed: CheckoutReview["changed"] = [];
  let differs = shown.length !== current.length;
  for (const line of shown) {
    const found = now.get(line.variantId ?? line.productId);
    if (!found) {
      differs = true;
      continue;
    }
    if (found.unitAmount !== line.unitAmount) changed.push({ productId: line.productId, name: found.name, was: line.unitAmount, now: found.unitAmount });
    if (found.quantity !== line.quantity) differs = true;
  }
  return { removed: removedNames, changed, needsConfirmation: differs || changed.length > 0 || removedNames.length > 0 };
}
