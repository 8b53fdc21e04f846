import { jsonAnswer } from "~/lib/json-answer.server";
import { randomUUID } from "node:crypto";
import { href, redirect } from "react-router";
import type { Route } from "./+types/api.create-payment";
import { createPayment } from "~/modules/sales/actions.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { buyerProofHeaders } from "~/modules/orders/buyer-proof.server";
import { readJsonOrForm } from "~/lib/request-input.server";

/**
 * create-payment (docs/rules.md, "Prices"): `{courseId, currency}` (and the plan and the button's idempotency
 * key) → the checkout. JSON in, `{url}` or `{error}` out; a pay button's form post is
 * redirected to the checkout, or (a post made before JavaScript loaded) to the page that says
 * the payment could not start.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const json = request.headers.get("content-type")?.startsWith("application/json");
  const input = await readJsonOrForm(request);
  // A post made before JavaScript loaded has no key of its own; it is one checkout anyway.
  const withKey = input && typeof input === "object" && !("idempotencyKey" in input) ? { ...input, idempotencyKey: randomUUID() } : input;
  // A signed-in buyer's order carries their account id (decision 013: access by id or verified e-mail).
  const answer = await createPayment(request, withKey, clientIp(context), (await getOptionalUser(request)) ?? undefined);
  if ("url" in answer) {
    // This browser opened the checkout: its success page may show the buyer's details (decision 069).
    const headers = buyerProofHeaders(request, answer.orderId);
    return json ? jsonAnswer({ url: answer.url }, { headers }) : redirect(answer.url, { headers });
  }
  if (answer.retryAfterSeconds) {
    return jsonAnswer({ error: answer.error }, { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } });
  }
  if (request.headers.get("sec-fetch-mode") === "navigate") return redirect(href("/payment-failed"), 303);
  // A pay button's fetcher reads the error from a 200 (a 4xx would go to the error page instead).
  return jsonAnswer(answer, { status: json ? 400 : 200 });
}
