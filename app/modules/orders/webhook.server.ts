import { logger } from "~/lib/logger.server";
import type { OrdersDeps } from "./deps.server";
import { applyPaymentEvent } from "./events.server";
import { PaymentProviderError } from "./provider";
import type { StripeProvider } from "./stripe-provider.server";
import { metrics } from "~/lib/metrics.server";
import { errorLine } from "~/lib/error-line.server";

/**
 * POST /webhooks/stripe: verifies the signature over the raw body (400 and no change when
 * it is bad or missing), then fulfils. 500 on a database failure makes Stripe retry.
 */
export async function handleStripeWebhook(
  deps: OrdersDeps & { provider: StripeProvider },
  rawBody: string | Buffer,
  signature: string | null,
): Promise<{ status: 200 | 400 | 500; body: string }> {
  let event;
  try {
    event = deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      metrics().providerEvents.inc({ outcome: "rejected" });
      return { status: 400, body: "Bad signature" };
    }
    throw error;
  }
  try {
    const { outcome } = await applyPaymentEvent(deps, event);
    metrics().providerEvents.inc({ outcome: "accepted" });
    return { status: 200, body: outcome };
  } catch (error) {
    metrics().providerEvents.inc({ outcome: "rejected" });
    logger.error({ eventId: event.eventId, ...errorLine(error) }, "webhook fulfilment failed");
    return { status: 500, body: "Retry later" };
  }
}
