import type { Database } from "~/db/client.server";
import type { MailContext } from "~/modules/mail/draft";
import type { OrderEffect } from "./effects.server";
import type { PaymentProvider } from "./provider";

/**
 * Everything the order functions need, passed in: the database, the provider, a clock (tests
 * move it; nothing sleeps), the public origin for links and mail, and what the things sold do
 * as an order moves on.
 */
export interface OrdersDeps {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  origin: string;
  mail: { mode: "smtp" | "local"; context: MailContext };
  effects: readonly OrderEffect[];
}

export { paymentMessages } from "./messages";
