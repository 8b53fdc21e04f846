import { useEffect, useRef, useState } from "react";
import { Dialog } from "radix-ui";
import { formatPrice } from "~/modules/catalogue/format";
import { fillText, useCartText } from "~/lib/i18n/cart-text";
import type { CartLineView } from "~/modules/shop/cart-rules";
import { CartLine } from "./cart-line";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button-variants";
import { DialogOverlay } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { strokeIcon } from "~/components/ui/stroke-icon";
import { cartIsStale, loadCart, setCart, useCartState } from "./cart-store";
import { changeCartLine, checkoutCart } from "./cart-api";

const icon = strokeIcon;

/**
 * The cart side panel, loaded when the cart button is first pressed: 'Shopping Cart
 * (count)', 'Loading cart...', 'Your cart is empty', the lines (image, name, unit price,
 * minus/plus, line total, remove) in a list at most 24rem high, 'Total:' in DKK and
 * 'Proceed to Checkout'. Every change is made and checked on the server.
 */
export default function CartPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { cart, loading } = useCartState();
  const t = useCartText();
  const [busyLine, setBusyLine] = useState<string>();
  const [notices, setNotices] = useState<string[]>([]);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [checkoutError, setCheckoutError] = useState<string>();
  const [checkingOut, setCheckingOut] = useState(false);
  const key = useRef<string>(undefined);

  useEffect(() => {
    if (open && cartIsStale()) void loadCart(true);
  }, [open]);

  const count = cart?.count ?? 0;
  const showLoading = loading && (!cart || cartIsStale());

  async function change(line: CartLineView, quantity: number) {
    setBusyLine(line.id);
    const removing = quantity <= 0;
    const answer = await changeCartLine(removing ? { intent: "remove", lineId: line.id } : { intent: "set", lineId: line.id, quantity });
    setBusyLine(undefined);
    if (answer?.cart) setCart(answer.cart);
    if (answer?.ok) {
      setNotices([]);
      if (removing) toast({ title: t.cartRemovedTitle, description: t.cartRemovedDescription, variant: "success" });
    } else {
      toast({ title: t.cartErrorTitle, description: removing ? t.cartRemoveFailed : t.cartUpdateFailed, variant: "destructive" });
    }
  }

  async function proceed() {
    if (!cart || checkingOut) return;
    setCheckoutError(undefined);
    setEmailError(undefined);
    const guestEmail = email.trim();
    if (!cart.signedIn && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(guestEmail)) {
      setEmailError(t.cartEmailNeeded);
      return;
    }
    key.current ??= crypto.randomUUID();
    setCheckingOut(true);
    const answer = await checkoutCart({
      idempotencyKey: key.current,
      // Only what will be charged: a line no longer for sale is not part of the checkout.
      shown: cart.lines
        .filter((line) => line.available)
        .map(({ productId, variantId, unitAmount, quantity }) => ({ productId, variantId, unitAmount, quantity })),
      email: cart.signedIn ? undefined : guestEmail,
      // Cancel on the checkout comes back here; the path alone (a query may hold what was typed).
      returnPath: window.location.pathname,
    });
    if (answer?.ok) {
      window.location.assign(answer.url);
      return;
    }
    setCheckingOut(false);
    key.current = undefined;
    if (answer?.cart) setCart(answer.cart);
    if (answer?.reason === "review") {
      const names = new Map(cart.lines.map((line) => [line.productId, line.name]));
      const gone = new Set([...answer.removedNames, ...answer.goneProductIds.map((id) => names.get(id) ?? "An item")]);
      setNotices([
        ...[...gone].map((name) => fillText(t.cartRemovedUnavailable, { name })),
        ...answer.changed.map((c) => fillText(t.cartPriceChanged, { name: c.name, was: formatPrice(c.was, "DKK"), now: formatPrice(c.now, "DKK") })),
        t.cartChanged,
      ]);
    } else if (answer?.reason === "not-enough-stock")
      setNotices(answer.short.map((line) => fillText(t.cartNotEnoughLeft, { name: line.name, left: line.left })));
    else if (answer?.reason === "email-needed") setEmailError(t.cartEmailNeeded);
    else if (answer?.reason !== "empty") setCheckoutError(t.cartCheckoutFailed);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            document.querySelector<HTMLElement>('[data-testid="cart-button"]')?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-ivory text-text shadow-card data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in sm:w-3/4"
        >
          <div className="flex items-center justify-between gap-4 border-b border-sand-200 px-6 py-4">
            <Dialog.Title className="font-display text-xl leading-snug text-ink-900">{fillText(t.cartTitle, { count })}</Dialog.Title>
            <Dialog.Close aria-label={t.cartClose} className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-11")}>
              <svg {...icon}>
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Dialog.Close>
          </div>

          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 py-4">
            {showLoading ? (
              <p role="status" className="py-10 text-center text-muted">
                {t.cartLoading}
              </p>
            ) : !cart || cart.lines.length === 0 ? (
              <div className="flex flex-col items-center gap-3 py-10 text-center">
                <svg {...icon} className="h-10 w-10 text-sand-300">
                  <circle cx="8" cy="21" r="1" />
                  <circle cx="19" cy="21" r="1" />
                  <path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12" />
                </svg>
                <p className="text-ink-700">{t.cartEmpty}</p>
              </div>
            ) : (
              <ul aria-label={t.cartLines} className="max-h-96 divide-y divide-sand-200 overflow-y-auto" data-testid="cart-lines">
                {cart.lines.map((line) => (
                  <CartLine key={line.id} line={line} busy={busyLine === line.id} onChange={(quantity) => void change(line, quantity)} />
                ))}
              </ul>
            )}
            {notices.length > 0 ? (
              <div role="status" className="rounded-control border border-amber-500 bg-sand-100 p-3 text-sm text-ink-900" data-testid="cart-notices">
                <ul className="grid gap-1">
                  {notices.map((notice) => (
                    <li key={notice}>{notice}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>

          {/* Nothing to pay when every line is no longer for sale: no total, no checkout. */}
          {cart && cart.lines.some((line) => line.available) ? (
            <div className="grid gap-4 border-t border-sand-200 px-6 py-4">
              <p className="flex items-baseline justify-between text-lg">
                <span className="font-semibold text-ink-900">{t.cartTotal}</span>
                <span className="font-display text-2xl tabular-nums text-ink-900" data-testid="cart-total">
                  {formatPrice(cart.total, cart.currency)}
                </span>
              </p>
              {!cart.signedIn ? (
                <div className="grid gap-1.5">
                  <Label htmlFor="cart-email">{t.cartEmailLabel}</Label>
                  <Input
                    id="cart-email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? "cart-email-error" : undefined}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                  {emailError ? (
                    <p id="cart-email-error" className="text-sm text-danger">
                      {emailError}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <button type="button" className={buttonVariants({ size: "lg", className: "w-full" })} disabled={checkingOut} onClick={() => void proceed()}>
                {checkingOut ? t.cartRedirecting : t.cartCheckout}
              </button>
              {checkoutError ? (
                <p role="alert" className="text-sm text-danger">
                  {checkoutError}
                </p>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
