import { db } from "~/db/db.server";
import type { Database } from "~/db/client.server";
import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import type { OrdersDeps } from "./deps.server";
import { registeredOrderEffects } from "./effects.server";
import type { PaymentProvider } from "./provider";
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
  return stripeProvider() ?? createTestProvider({ db: database, origin, now });
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
