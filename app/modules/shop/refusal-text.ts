import { fillText, type CartText } from "~/lib/i18n/cart-text";

/**
 * Why the server refused an add, as a code: the server's answer carries it beside its English
 * `error`, and the browser says it from the page's cart catalogue (decision 047), so a Danish
 * page reads Danish without the request naming a language.
 */
export type CartRefusal =
  { reason: "choose"; choice: string } | { reason: "sold-out" } | { reason: "not-enough-stock"; name: string; left: number; inCart: number };

function choiceWord(choice: string, t: CartText): string {
  if (choice === "size and colour") return t.cartChoiceSizeAndColour;
  return choice === "colour" ? t.cartChoiceColour : t.cartChoiceSize;
}

export function refusalText(refusal: CartRefusal, t: CartText): string {
  switch (refusal.reason) {
    case "choose":
      return fillText(t.cartChooseFirst, { choice: choiceWord(refusal.choice, t) });
    case "sold-out":
      return t.cartSoldOut;
    case "not-enough-stock": {
      const { name, left, inCart } = refusal;
      if (inCart <= 0) return fillText(t.cartOnlyLeft, { name, left });
      return fillText(inCart === 1 ? t.cartOnlyLeftOneInCart : t.cartOnlyLeftSomeInCart, { name, left, inCart });
    }
  }
}
