import type { CartChangeInput } from "./schemas";
import type { CheckoutReviewAnswer } from "./answers";
import { formatPrice } from "~/modules/catalogue/format";
import { cartMessages as m } from "./messages";

/**
 * The /cart page's quantity buttons post one field, `change`, as "lineId:quantity" (each button
 * its own value, so the page needs no script). 0 or less removes the line, as in the panel. The
 * result still goes through `cartChangeSchema` on the server.
 */
export function lineChangeValue(lineId: string, quantity: number): string {
  return `${lineId}:${quantity}`;
}

export function parseLineChange(value: unknown): CartChangeInput | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(.{1,100}):(-?\d{1,4})$/.exec(value);
  if (!match) return undefined;
  const quantity = Number(match[2]);
  return quantity <= 0 ? { intent: "remove", lineId: match[1]! } : { intent: "set", lineId: match[1]!, quantity };
}

/** What changed since the cart was shown, in the panel's words: gone lines, new prices, then 'check and proceed again'. */
export function reviewNotices(answer: Pick<CheckoutReviewAnswer, "removedNames" | "goneProductIds" | "changed">, shownNames: Map<string, string>): string[] {
  const gone = new Set([...answer.removedNames, ...answer.goneProductIds.map((id) => shownNames.get(id) ?? "An item")]);
  return [
    ...[...gone].map((name) => m.unavailable(name)),
    ...answer.changed.map((c) => m.priceChanged(c.name, formatPrice(c.was, "DKK"), formatPrice(c.now, "DKK"))),
    m.cartChanged,
  ];
}
