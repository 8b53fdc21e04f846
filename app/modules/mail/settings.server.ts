import { env } from "~/env.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import type { MailContext } from "./draft";

export interface MailSettings {
  /** "smtp" delivers through SMTP_URL; "local" keeps mail in the outbox (and says so in the log). */
  mode: "smtp" | "local";
  smtpUrl?: string;
  from: string;
  /** Where the coach's notifications go: COACH_EMAIL, else the profile's e-mail. */
  coachEmail: string;
  retryBaseMs: number;
  /** How long a worker holds a mail it is sending (2 minutes: longer than any one send may take). */
  leaseMs?: number;
}

export function mailSettings(): MailSettings {
  const config = env();
  return {
    mode: config.SMTP_URL ? "smtp" : "local",
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    coachEmail: config.COACH_EMAIL ?? loadSiteProfile().email,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
    leaseMs: config.MAIL_LEASE_SECONDS ? config.MAIL_LEASE_SECONDS * 1000 : undefined,
  };
}

export function mailContext(origin: string): MailContext {
  return { profile: loadSiteProfile(), coachEmail: mailSettings().coachEmail, origin };
}
