import { randomBytes, randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { fingerprint, storeOnce } from "~/modules/forms/dedupe.server";
import type { MailContext } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { confirmationMail } from "./mails";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/** A pending address gets at most one confirmation e-mail in this time. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

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
      await tx.insert(newsletterSubscribers).values({ id: randomUUID(), email: address, token, confirmationSentAt: now });
      await enqueueMail(tx, [confirmationMail({ email: address, token }, deps.mail)], deps.mailMode);
      return "new" as const;
    },
    found: async (tx, existing) => {
      if (existing.status === "confirmed") return "unchanged" as const;
      if (existing.status === "pending" && existing.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS) {
        return "unchanged" as const;
      }
      await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", confirmationSentAt: now, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
      await enqueueMail(tx, [confirmationMail({ email: address, token: existing.token }, deps.mail)], deps.mailMode);
      return existing.status === "unsubscribed" ? ("resubscribed" as const) : ("reminded" as const);
    },
  });
}

export async function findSubscriberByToken(db: Database, token: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
  return row;
}

/** The confirmation link's POST; repeating it changes nothing. */
export async function confirmSubscription(db: Database, token: string, now = new Date()): Promise<"confirmed" | "not-found"> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length ? "confirmed" : "not-found";
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
