import { cn } from "~/lib/cn";
import { formatPrice } from "~/modules/catalogue/format";
import { fillText, useCartText } from "~/lib/i18n/cart-text";
import { lineChangeValue } from "~/modules/shop/cart-page-form";
import type { CartLineView } from "~/modules/shop/cart-rules";
import { productImage, thumbnailZoom } from "~/components/shop/shop-catalogue";
import { buttonVariants } from "~/components/ui/button-variants";
import { strokeIcon as icon } from "~/components/ui/stroke-icon";

// Its own module: the /cart page shows these lines without loading the panel's dialog.
/**
 * One cart line, in the panel and on the /cart page. With `asForm` (the page) its buttons are
 * submit buttons of the surrounding form, each posting `change` = "lineId:quantity", so they
 * work before and without JavaScript.
 */
export function CartLine({ line, busy, onChange, asForm }: { line: CartLineView; busy: boolean; onChange: (quantity: number) => void; asForm?: boolean }) {
  // 44 px for a thumb (docs/rules.md, "Site"); the panel may be compact where a pointer is precise.
  const t = useCartText();
  const image = productImage(line);
  const name = { name: line.name };
  const size = asForm ? "size-11" : "size-11 sm:size-9";
  const control = cn(buttonVariants({ variant: "outline", size: "icon" }), size);
  const to = (quantity: number) =>
    asForm
      ? ({ type: "submit", name: "change", value: lineChangeValue(line.id, quantity) } as const)
      : ({ type: "button", onClick: () => onChange(quantity) } as const);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div className={cn("size-16 shrink-0 overflow-hidden rounded-control bg-sand-100", !line.available && "opacity-50")}>
        <img src={image} alt="" width={64} height={64} className={cn("size-full object-cover", thumbnailZoom(image))} />
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium leading-snug text-ink-900">{line.name}</p>
        {line.available ? (
          <p className="text-sm text-muted">{formatPrice(line.unitAmount, line.currency)}</p>
        ) : (
          <p className="text-sm font-medium text-danger" data-testid="cart-line-unavailable">
            {t.cartLineUnavailable}
          </p>
        )}
        <div className={cn("mt-1 flex items-center justify-between gap-2", !line.available && "hidden")}>
          <div className="flex items-center gap-2">
            <button className={control} disabled={busy} aria-label={fillText(t.cartDecrease, name)} {...to(line.quantity - 1)}>
              <svg {...icon}>
                <path d="M5 12h14" />
              </svg>
            </button>
            <span className="min-w-6 text-center tabular-nums" aria-label={fillText(t.cartQuantityOf, name)} data-testid="cart-line-quantity">
              {line.quantity}
            </span>
            <button className={control} disabled={busy} aria-label={fillText(t.cartIncrease, name)} {...to(line.quantity + 1)}>
              <svg {...icon}>
                <path d="M5 12h14M12 5v14" />
              </svg>
            </button>
          </div>
          <p className="font-display tabular-nums text-ink-900" data-testid="cart-line-total">
            {formatPrice(line.lineTotal, line.currency)}
          </p>
        </div>
      </div>
      <button
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), size, "self-start text-muted hover:text-danger")}
        disabled={busy}
        aria-label={fillText(t.cartRemove, name)}
        {...to(0)}
      >
        <svg {...icon}>
          <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
        </svg>
      </button>
    </li>
  );
}
