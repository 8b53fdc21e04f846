import { publicOrigin } from "~/lib/origin.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { appOrdersDeps, stripeProvider } from "./runtime.server";
import { cancelTestCheckout, disputeTestCheckout, getTestCheckout, payTestCheckout, refundTestCheckout, type TestCheckoutView } from "./test-checkout.server";
import { handleStripeWebhook } from "./webhook.server";
import { shippingMessages, type ShippingField } from "./shipping";
import { RECEIPT_EMAIL_FIELD } from "./receipt-email";

/**
 * What the routes call. Each takes the request (for the public origin) and typed input,
 * and answers with plain data the route turns into JSON, a redirect or a page.
 */

/** POST /webhooks/stripe, with the raw body. 404 while Stripe is not configured. */
export async function stripeWebhook(request: Request): Promise<Response> {
  const provider = stripeProvider();
  if (!provider) return new Response("Not found", { status: 404 });
  const raw = Buffer.from(await request.arrayBuffer());
  const answer = await handleStripeWebhook({ ...appOrdersDeps(publicOrigin(request)), provider }, raw, request.headers.get("stripe-signature"));
  if (answer.status === 200) kickMailWorker();
  return new Response(answer.body, { status: answer.status, headers: { "content-type": "text/plain" } });
}

/** The test checkout page exists only while the built-in provider is in use. */
export async function testCheckoutPage(request: Request, sessionId: string): Promise<TestCheckoutView | undefined> {
  if (stripeProvider()) return undefined;
  return getTestCheckout(appOrdersDeps(publicOrigin(request)), sessionId);
}

type TestCheckoutField = ShippingField | typeof RECEIPT_EMAIL_FIELD;
export type TestCheckoutAnswer =
  { redirect: string } | { error: string; fieldErrors?: Partial<Record<TestCheckoutField, string>>; values?: Partial<Record<TestCheckoutField, string>> };

/** Pay / Cancel on the test checkout; the answer is where to redirect, or undefined for 404. */
export async function submitTestCheckout(
  request: Request,
  sessionId: string,
  intent: "pay" | "cancel",
  form?: FormData,
): Promise<TestCheckoutAnswer | undefined> {
  if (stripeProvider()) return undefined;
  const deps = appOrdersDeps(publicOrigin(request));
  if (intent === "cancel") return cancelTestCheckout(deps, sessionId);
  const paid = await payTestCheckout(deps, sessionId, form);
  if (paid.ok) {
    kickMailWorker();
    return { redirect: paid.redirect };
  }
  if (paid.reason === "invalid-address") return { error: shippingMessages.summary, fieldErrors: paid.address.errors, values: paid.address.values };
  if (paid.reason === "invalid-email")
    return { error: paid.error, fieldErrors: { [RECEIPT_EMAIL_FIELD]: paid.error }, values: { [RECEIPT_EMAIL_FIELD]: paid.value } };
  return paid.reason === "not-found" ? undefined : { error: "This checkout has expired." };
}

export type TestProviderAction = "refund" | "dispute-open" | "dispute-won" | "dispute-lost";

/**
 * The test provider's own Refund and dispute buttons on a paid checkout (what Stripe's dashboard
 * does); the order hears of them through the same event path. Undefined (404) while Stripe is in use.
 */
export async function actOnTestCheckout(request: Request, sessionId: string, action: TestProviderAction, amount?: number): Promise<boolean | undefined> {
  if (stripeProvider()) return undefined;
  const deps = appOrdersDeps(publicOrigin(request));
  const done =
    action === "refund"
      ? (await refundTestCheckout(deps, sessionId, amount)) === "refunded"
      : await disputeTestCheckout(deps, sessionId, action === "dispute-open" ? "open" : action === "dispute-won" ? "won" : "lost");
  if (done) kickMailWorker();
  return done;
}
