import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/cart";
import { seo } from "~/lib/seo";
import { formatPrice } from "~/modules/catalogue/format";
import { cartMessages as m } from "~/modules/shop/messages";
import { cartForPage } from "~/modules/shop/actions.server";
import { cartPageAction } from "~/modules/shop/cart-page.server";
import { CartLine } from "~/components/cart/cart-line";
import { PageContainer } from "~/components/layout/page-container";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The cart as a page (the header's cart link without JavaScript): the panel's content, as forms. */
export async function loader({ request }: Route.LoaderArgs) {
  // One key per showing of the page: a double submit of its checkout opens one checkout.
  return { cart: await cartForPage(request), checkoutKey: crypto.randomUUID() };
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Shopping Cart", description: "The products in your cart, their quantities and the checkout.", index: false });

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, checkoutKey } = loaderData;
  const busy = useNavigation().state !== "idle";
  const payable = cart.lines.filter((line) => line.available);
  const shown = JSON.stringify(payable.map(({ productId, unitAmount, quantity, name }) => ({ productId, unitAmount, quantity, name })));
  const answer = actionData;
  return (
    <PageContainer className="grid max-w-3xl gap-8 py-12 sm:py-16">
      <h1 className="font-display text-4xl text-ink-900">Shopping Cart ({cart.count})</h1>

      {answer?.ok && answer.removed ? (
        <div role="status" className="rounded-control border border-sand-300 bg-sand-100 p-3 text-ink-900">
          <p className="font-semibold">{m.removed.title}</p>
          <p>{m.removed.description}</p>
        </div>
      ) : null}
      {answer && !answer.ok && answer.error ? (
        <div role="alert" className="rounded-control border border-danger bg-sand-100 p-3 text-ink-900" data-testid="cart-page-error">
          <p className="font-semibold">{m.errorTitle}</p>
          <p>{answer.error}</p>
        </div>
      ) : null}
      {answer && !answer.ok && answer.notices?.length ? (
        <div role="status" className="rounded-control border border-amber-500 bg-sand-100 p-3 text-sm text-ink-900" data-testid="cart-notices">
          <ul className="grid gap-1">
            {answer.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {cart.lines.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <p className="text-ink-700">{m.empty}</p>
          <Link to={href("/shop")} className={buttonVariants({ variant: "secondary" })}>
            Go to the shop
          </Link>
        </div>
      ) : (
        <Form method="post" preventScrollReset>
          <ul aria-label="Cart items" className="divide-y divide-sand-200 border-y border-sand-200" data-testid="cart-lines">
            {cart.lines.map((line) => (
              <CartLine key={line.id} line={line} busy={busy} onChange={() => undefined} asForm />
            ))}
          </ul>
        </Form>
      )}

      {payable.length > 0 ? (
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="idempotencyKey" value={checkoutKey} />
          <input type="hidden" name="shown" value={shown} />
          <p className="flex items-baseline justify-between text-lg">
            <span className="font-semibold text-ink-900">Total:</span>
            <span className="font-display text-2xl tabular-nums text-ink-900" data-testid="cart-total">
              {formatPrice(cart.total, cart.currency)}
            </span>
          </p>
          {!cart.signedIn ? (
            <div className="grid gap-1.5">
              <Label htmlFor="cart-email">Email for your receipt</Label>
              <Input
                id="cart-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={answer && !answer.ok ? answer.email : undefined}
                aria-invalid={answer && !answer.ok && answer.emailError ? true : undefined}
                aria-describedby={answer && !answer.ok && answer.emailError ? "cart-email-error" : undefined}
              />
              {answer && !answer.ok && answer.emailError ? (
                <p id="cart-email-error" className="text-sm text-danger">
                  {answer.emailError}
                </p>
              ) : null}
            </div>
          ) : null}
          <button type="submit" className={buttonVariants({ size: "lg", className: "w-full" })} disabled={busy}>
            {m.checkout}
          </button>
        </Form>
      ) : null}
    </PageContainer>
  );
}
