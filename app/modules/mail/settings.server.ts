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
}

export function mailSettings(): MailSettings {
  const config = env();
  return {
    mode: config.SMTP_URL ? "smtp" : "local",
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    coachEmail: config.COACH_EMAIL ?? loadSiteProfile().email,
    retryBaseMs: config.MAIL_RETRY_BASE_MS,
  };
}

export function mailContext(origin: string): MailContext {
  return { profile: loadSiteProfile(), coachEmail: mailSettings().coachEmail, origin };
}
