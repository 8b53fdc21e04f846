import type { Route } from "./+types/webhooks.stripe";
import { stripeWebhook } from "~/modules/orders/actions.server";

/**
 * Stripe's webhook (a fixed address, POST /webhooks/stripe; decision 011): the raw body is verified by its
 * signature before anything changes; 400 for a bad or missing signature, 404 while Stripe
 * is not configured.
 */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return stripeWebhook(request);
}

export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
}
