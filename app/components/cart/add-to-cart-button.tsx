import { useEffect } from "react";
import { useFetcher } from "react-router";
import { cartMessages as m } from "~/modules/shop/messages";
import { buttonVariants } from "~/components/ui/button-variants";
import { toast } from "~/components/ui/toast";
import { setCartCount, syncGuestId } from "./cart-store";

export type AddAnswer = { ok: true; productId: string; count: number } | { ok: false; error: string; productId?: string };

/**
 * A shop card's add-to-cart button: a form posting `productId` to the shop page, enhanced
 * into a fetcher ('Adding...' while pending, then the cart's toasts; no page data is read again). Before JavaScript the
 * same post reloads the page, which says the item was added (decision 016).
 */
export function AddToCartButton({ productId, productName }: { productId: string; productName: string }) {
  const fetcher = useFetcher<AddAnswer>({ key: `add-${productId}` });
  const pending = fetcher.state !== "idle";
  const label = pending ? m.adding : "Add to Cart";
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      syncGuestId();
      setCartCount(answer.count);
      toast({ ...m.added, variant: "success" });
    } else {
      toast({ title: m.errorTitle, description: m.addFailed, variant: "destructive" });
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action="/shop" preventScrollReset defaultShouldRevalidate={false}>
      <input type="hidden" name="productId" value={productId} />
      {/* The accessible name starts with the visible text and names the product. */}
      <button type="submit" className={buttonVariants({ size: "md" })} disabled={pending} aria-label={`${label}: ${productName}`}>
        {label}
      </button>
    </fetcher.Form>
  );
}
