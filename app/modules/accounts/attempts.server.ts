import { createHmac } from "node:crypto";
import type { Database } from "~/db/client.server";
import { giveBackRateLimit, takeRateLimit } from "~/modules/forms/rate-limit.server";
import { auth } from "./auth.server";

/**
 * Who the per-account limit counts: the e-mail tried, keyed with the auth secret, so the
 * counter table holds no address and the same key comes up whether or not an account exists.
 */
export function emailSubject(secret: string, email: string) {
  return `account:${createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("base64url")}`;
}

async function accountSubject(email: string) {
  return emailSubject((await auth().$context).secret, email);
}

export type PasswordAttempt =
  | { allowed: true; /** The check passed: the attempt no longer counts. */ succeeded: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number; by: "network" | "account" };

/**
 * One password (or second-factor code) check, counted BEFORE it is made: the counters are
 * taken atomically in the database, so sixty guesses sent at once get at most the limit's
 * worth of checks. Per client address and, when the e-mail is known, per account. A check
 * that succeeds gives both back, so people signing in are never locked out by their own
 * success; a failed one keeps them.
 */
export async function beginPasswordAttempt(db: Database, clientIp: string, email?: string): Promise<PasswordAttempt> {
  const now = new Date();
  const network = await takeRateLimit(db, "sign-in", clientIp, now);
  if (!network.allowed) return { allowed: false, retryAfterSeconds: network.retryAfterSeconds, by: "network" };
  const subject = email ? await accountSubject(email) : undefined;
  if (subject) {
    const account = await takeRateLimit(db, "sign-in-account", subject, now);
    if (!account.allowed) {
      // Refused before the check: this attempt does not use up the network's allowance.
      await giveBackRateLimit(db, "sign-in", clientIp, now);
      return { allowed: false, retryAfterSeconds: account.retryAfterSeconds, by: "account" };
    }
  }
  return {
    allowed: true,
    succeeded: async () => {
      await giveBackRateLimit(db, "sign-in", clientIp, now);
      if (subject) await giveBackRateLimit(db, "sign-in-account", subject, now);
    },
  };
}
