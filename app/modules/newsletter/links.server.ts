import { data, type AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { takeRateLimit } from "~/modules/forms/rate-limit.server";
import { confirmSubscription, findSubscriberByConfirmToken, findSubscriberByToken, maskEmail, unsubscribe } from "./newsletter.server";
import { TOKEN_PATTERN } from "./schemas";

import type { LinkOutcome, LinkState } from "./link-types";
import { errorLine } from "~/lib/error-line.server";

/**
 * The GET of a confirm or unsubscribe link: shows where the subscription stands and
 * changes nothing, so mail scanners that follow links cannot subscribe or unsubscribe.
 */
export async function loadNewsletterLink(token: string | undefined, link: "confirm" | "unsubscribe") {
  const valid = token && TOKEN_PATTERN.test(token);
  const subscriber = !valid ? undefined : link === "confirm" ? await findSubscriberByConfirmToken(db(), token) : await findSubscriberByToken(db(), token);
  if (!subscriber) return data<LinkState | null>(null, { status: 404 });
  return data<LinkState | null>({ status: subscriber.status as LinkState["status"], address: maskEmail(subscriber.email) });
}

/** The confirm button's POST. */
export async function postConfirm(token: string | undefined, context: AppLoadContext | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return data<LinkOutcome>({ done: false, reason: "not-found" }, { status: 404 });
  try {
    const limit = await takeRateLimit(db(), "newsletter-confirm", clientIp(context));
    if (!limit.allowed)
      return data<LinkOutcome>({ done: false, reason: "rate-limited" }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    const result = await confirmSubscription(db(), token);
    if (result === "not-found") return data<LinkOutcome>({ done: false, reason: "not-found" }, { status: 404 });
    logger.info("newsletter subscription confirmed");
    return data<LinkOutcome>({ done: true });
  } catch (error) {
    logger.error(errorLine(error), "newsletter confirmation failed");
    return data<LinkOutcome>({ done: false, reason: "failed" }, { status: 503 });
  }
}

/**
 * The unsubscribe button's POST, and the one-click POST (RFC 8058) that mail programs send
 * from the List-Unsubscribe header. Never rate limited: unsubscribing must always work,
 * and one-click requests from a big mail provider share a few addresses.
 */
export async function postUnsubscribe(token: string | undefined) {
  if (!token || !TOKEN_PATTERN.test(token)) return data<LinkOutcome>({ done: false, reason: "not-found" }, { status: 404 });
  try {
    const result = await unsubscribe(db(), token);
    if (result === "not-found") return data<LinkOutcome>({ done: false, reason: "not-found" }, { status: 404 });
    logger.info("newsletter unsubscribed");
    return data<LinkOutcome>({ done: true });
  } catch (error) {
    logger.error(errorLine(error), "newsletter unsubscribe failed");
    return data<LinkOutcome>({ done: false, reason: "failed" }, { status: 503 });
  }
}
