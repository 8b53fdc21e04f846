import { db } from "~/db/db.server";
import type { Database } from "~/db/client.server";
import { env } from "~/env.server";
import { isLocalOrigin, publicOrigin } from "~/lib/origin.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import type { OrdersDeps } from "./deps.server";
import { registeredOrderEffects } from "./effects.server";
import { PaymentProviderError, type PaymentProvider } from "./provider";
import { createStripeProvider, type StripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

let stripe: StripeProvider | undefined;

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in test provider. */
export function stripeProvider(): StripeProvider | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = env();
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) return undefined;
  stripe ??= createStripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  return stripe;
}

export function configuredProvider(database: Database, origin: string, now: () => Date): PaymentProvider {
  const stripe = stripeProvider();
  if (stripe) return stripe;
  const provider = createTestProvider({ db: database, origin, now });
  return paymentsMode().kind === "refused" ? refusingOrders(provider) : provider;
}

export type PaymentsMode = { kind: "stripe"; live: boolean } | { kind: "test" } | { kind: "refused" };

/**
 * Which provider takes payments: Stripe when configured; else the built-in test provider, which
 * makes every course free, so on a public production address (a deployment that forgot its
 * Stripe keys) it takes no orders unless PAYMENTS_TEST_MODE=1 says that is meant.
 */
export function paymentsMode(config = env()): PaymentsMode {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return { kind: "stripe", live: !(config.STRIPE_SECRET_KEY.startsWith("sk_test_") || config.STRIPE_SECRET_KEY.startsWith("rk_test_")) };
  }
  const deployed = config.NODE_ENV === "production" && !isLocalOrigin(config.PUBLIC_URL);
  return deployed && !config.PAYMENTS_TEST_MODE ? { kind: "refused" } : { kind: "test" };
}

/** The start-up log's line on payments. */
export function describePaymentsMode(mode: PaymentsMode): string {
  if (mode.kind === "stripe") return mode.live ? "payments: Stripe, live keys" : "payments: Stripe, test keys";
  if (mode.kind === "test") return "payments: the built-in test provider (no money moves)";
  return "payments: none taken: the test provider refuses orders on a public address; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=1";
}

function refusingOrders(provider: PaymentProvider): PaymentProvider {
  return {
    ...provider,
    createCheckout: async () => {
      throw new PaymentProviderError("The test provider takes no orders on a public address (PAYMENTS_TEST_MODE is not set)", "payments-not-configured");
    },
  };
}

/** 'Test $1 Payment' shows only while payments run on the test provider or Stripe test keys. */
export function paymentsInTestMode() {
  return stripeProvider()?.testMode ?? true;
}

/** The deps the app runs with: the real database, clock and provider, and the registered effects. */
export function appOrdersDeps(origin: string = publicOrigin()): OrdersDeps {
  const database = db();
  const now = () => new Date();
  return {
    db: database,
    provider: configuredProvider(database, origin, now),
    now,
    origin,
    mail: { mode: mailSettings().mode, context: mailContext(origin) },
    effects: registeredOrderEffects(),
  };
}
