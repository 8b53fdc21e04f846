import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { cartMessages as m } from "~/modules/shop/messages";
import { refusalText, type CartRefusal } from "~/modules/shop/refusal-text";
import { useCartText } from "~/lib/i18n/cart-text";
import { buttonVariants } from "~/components/ui/button-variants";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast";
import { setCartCount, syncGuestId } from "./cart-store";

export type AddAnswer = { ok: true; productId: string; count: number } | { ok: false; error: string; productId?: string; refusal?: CartRefusal };

type Option = { id: string; label: string; soldOut: boolean };

/**
 * A shop card's add-to-cart button: a form posting `productId` (and, for clothing, the chosen
 * `variantId`) to the shop page, enhanced into a fetcher ('Adding...' while pending, then the
 * cart's toasts; no page data is read again). Before JavaScript the same post reloads the page,
 * which says the item was added or why not (decision 016). Without a size chosen the browser says
 * so and posts nothing; the server refuses such a post as well (decision 046).
 */
export function AddToCartButton({
  productId,
  productName,
  options,
  choice = "size",
}: {
  productId: string;
  productName: string;
  options?: Option[];
  choice?: string;
}) {
  const fetcher = useFetcher<AddAnswer>({ key: `add-${productId}` });
  const t = useCartText();
  // Read when an answer arrives: the texts changing (the Danish catalogue loading) is no new answer to toast.
  const text = useRef(t);
  text.current = t;
  const pending = fetcher.state !== "idle";
  const label = pending ? t.cartAdding : "Add to Cart";
  const [missing, setMissing] = useState(false);
  const selectId = useId();
  const errorId = `${selectId}-error`;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      syncGuestId();
      setCartCount(answer.count);
      toast({ title: text.current.cartAddedTitle, description: text.current.cartAddedDescription, variant: "success" });
    } else {
      // A refusal with a reason is said in the page's language; any other failure is the cart's own.
      const description = answer.refusal ? refusalText(answer.refusal, text.current) : text.current.cartAddFailed;
      toast({ title: text.current.cartErrorTitle, description, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data]);
  const refuseWithoutChoice = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new FormData(event.currentTarget).get("variantId");
    if (options?.length && !chosen) {
      event.preventDefault();
      setMissing(true);
    }
  };
  return (
    <fetcher.Form
      method="post"
      action="/shop"
      preventScrollReset
      defaultShouldRevalidate={false}
      onSubmit={refuseWithoutChoice}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="productId" value={productId} />
      {options?.length ? (
        <div className="grid min-w-40 flex-1 gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium capitalize text-ink-900">
            {choice}
          </label>
          <Select
            id={selectId}
            name="variantId"
            defaultValue=""
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={() => setMissing(false)}
          >
            <option value="">Choose a {choice}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id} disabled={option.soldOut}>
                {option.soldOut ? `${option.label} (sold out)` : option.label}
              </option>
            ))}
          </Select>
          {missing ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-danger">
              {m.chooseFirst(choice)}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* The accessible name starts with the visible text and names the product. */}
      <button type="submit" className={buttonVariants({ size: "md" })} disabled={pending} aria-label={`${label}: ${productName}`}>
        {label}
      </button>
    </fetcher.Form>
  );
}
