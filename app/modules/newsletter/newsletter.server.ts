import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { fingerprint, storeOnce } from "~/modules/forms/dedupe.server";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { confirmationMail } from "./mails";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** A pending address gets at most one confirmation e-mail in this time. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;
/** A confirm link works this long after its e-mail was sent. */
export const CONFIRM_LINK_MS = 7 * 86_400_000;

export function newToken() {
  return randomBytes(24).toString("base64url");
}

type Deps = { db: Database; mailMode: "smtp" | "local"; mail: MailContext };

/**
 * Signs an address up for double opt-in. The caller answers the same whatever happens
 * here, so nobody can learn whether an address is already on the list. A confirmed
 * address is left alone; a pending one is reminded at most every ten minutes; an
 * unsubscribed one starts over and must confirm again.
 */
export async function subscribe(deps: Deps, email: string, now = new Date()): Promise<"new" | "reminded" | "unchanged" | "resubscribed"> {
  const address = email.trim().toLowerCase();
  return storeOnce(deps.db, {
    fingerprint: fingerprint("newsletter", address),
    find: async (tx) => (await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).limit(1))[0],
    insert: async (tx) => {
      const token = newToken();
      const confirmToken = newToken();
      await tx.insert(newsletterSubscribers).values({ id: randomUUID(), email: address, token, confirmToken, confirmationSentAt: now });
      await enqueueMail(tx, [confirmationMail({ email: address, token, confirmToken }, deps.mail)], deps.mailMode);
      return "new" as const;
    },
    found: async (tx, existing) => {
      if (existing.status === "confirmed") return "unchanged" as const;
      if (existing.status === "pending" && existing.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS) {
        return "unchanged" as const;
      }
      // A reminder repeats the pending link; someone who unsubscribed gets a fresh one, so no link
      // from before the unsubscribe (nor the unsubscribe token in an old newsletter) confirms again.
      const confirmToken = existing.status === "pending" && existing.confirmToken ? existing.confirmToken : newToken();
      await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", confirmToken, confirmationSentAt: now, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
      await enqueueMail(tx, [confirmationMail({ email: address, token: existing.token, confirmToken }, deps.mail)], deps.mailMode);
      return existing.status === "unsubscribed" ? ("resubscribed" as const) : ("reminded" as const);
    },
  });
}

/** By the unsubscribe link's token. */
export async function findSubscriberByToken(db: Database, token: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
  return row;
}

/** By the confirm link's token, while the link still works (confirmed already, or pending for at most 7 days). */
export async function findSubscriberByConfirmToken(db: Database, confirmToken: string, now = new Date()): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmToken, confirmToken)).limit(1);
  if (!row || row.status === "unsubscribed") return undefined;
  if (row.status === "pending" && (!row.confirmationSentAt || now.getTime() - row.confirmationSentAt.getTime() > CONFIRM_LINK_MS)) return undefined;
  return row;
}

/**
 * The confirm link's POST: moves a pending subscriber to confirmed, once, within 7 days of the
 * e-mail. Repeating it after the confirmation changes nothing; after an unsubscribe, or with the
 * unsubscribe token printed in every newsletter, it confirms nothing.
 */
export async function confirmSubscription(db: Database, confirmToken: string, now = new Date()): Promise<"confirmed" | "not-found"> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now, unsubscribedAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmToken, confirmToken),
        eq(newsletterSubscribers.status, "pending"),
        gt(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - CONFIRM_LINK_MS)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (rows.length) return "confirmed";
  const [already] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, confirmToken));
  return already?.status === "confirmed" ? "confirmed" : "not-found";
}

/** The unsubscribe link's POST (also the one-click POST of mail programs); repeating it changes nothing. */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<"unsubscribed" | "not-found"> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length ? "unsubscribed" : "not-found";
}

/** Confirmed subscribers are the ones a newsletter may be sent to. */
export function listSubscribers(db: Database, status?: "pending" | "confirmed" | "unsubscribed") {
  const query = db.select().from(newsletterSubscribers);
  return (status ? query.where(eq(newsletterSubscribers.status, status)) : query).orderBy(desc(newsletterSubscribers.createdAt));
}

/** "a•••@example.com": enough for a visitor to recognise their address on the confirm page. */
export function maskEmail(email: string) {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}
