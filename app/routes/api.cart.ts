import type { Route } from "./+types/api.cart";
import { cartAnswer, changeCart } from "~/modules/shop/actions.server";

/**
 * The cart of this browser's owner (signed-in user or guest id), for the header's cart button
 * and panel after hydration; pages never carry it (decision 016). POST: add, set or remove.
 */
export function loader({ request }: Route.LoaderArgs) {
  return cartAnswer(request);
}

export function action({ request }: Route.ActionArgs) {
  return changeCart(request);
}
