import { db } from "~/db/db.server";
import type { Database } from "~/db/client.server";
import { env } from "~/env.server";
import { publicOrigin } from "~/lib/origin.server";
import { defaultCalendarRules } from "~/modules/booking/slots";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { CommerceDeps } from "./deps.server";
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

/** The deps the app runs with: the real database, clock and provider. */
export function appCommerceDeps(origin: string = publicOrigin()): CommerceDeps {
  const database = db();
  const now = () => new Date();
  const holdSeconds = env().BOOKING_HOLD_SECONDS;
  return {
    db: database,
    provider: configuredProvider(database, origin, now),
    now,
    origin,
    mail: { mode: mailSettings().mode, context: mailContext(origin) },
    calendar: defaultCalendarRules,
    cancellationNoticeHours: loadSiteProfile().cancellationNoticeHours,
    holdMs: holdSeconds ? holdSeconds * 1000 : undefined,
  };
}
