/**
 * Quantities against stock (decision 046, docs/rules.md, "Cart"): a cart never asks to pay for
 * more than is left. Stock is not reserved by a cart or an open checkout; what two buyers paying
 * at once could still break is held at payment by `takeStock` and the database's CHECK (stock >= 0).
 */

/** A line's quantity and what its variant has left (null: made to order, never short). */
export interface StockedLine {
  name: string;
  quantity: number;
  stock: number | null;
  /** A line no longer for sale is not charged (and leaves the cart at checkout): never short. */
  available?: boolean;
}

export interface Shortfall {
  name: string;
  /** How many are left: fewer than the line asks for (0 only when sold out meanwhile). */
  left: number;
}

/** The lines asking for more than is left, in the cart's order. */
export function stockShortfalls(lines: StockedLine[]): Shortfall[] {
  return lines.flatMap((line) =>
    line.available === false || line.stock === null || line.quantity <= line.stock ? [] : [{ name: line.name, left: Math.max(0, line.stock) }],
  );
}

/** Whether adding `adding` to the `inCart` already held would ask for more than `stock`. */
export const exceedsStock = (stock: number | null, inCart: number, adding: number) => stock !== null && inCart + adding > stock;
