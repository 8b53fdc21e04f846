import type { Route } from "./+types/api.cart-checkout";
import { checkoutCart } from "~/modules/shop/actions.server";

/** 'Proceed to Checkout': the checkout URL, or what changed since the panel showed the cart. */
export function action({ request, context }: Route.ActionArgs) {
  return checkoutCart(request, context);
}
