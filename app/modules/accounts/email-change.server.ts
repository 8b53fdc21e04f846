import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, like, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { sqlState, UNIQUE_VIOLATION } from "~/db/sql-state";
import { orders, user, verification } from "~/db/schema";
import type { MailDraft } from "~/modules/mail/draft";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { forgetEmailProofs } from "./email-proof.server";

/**
 * Changing the e-mail address of an account (decision 038). The new address gets a link; the
 * account keeps its address until that link's page is confirmed with the account's password
 * (a POST, as for proving an address, decision 023), so the new address is proven the moment it
 * becomes the account's. One change waits at a time; each link works once, for 24 hours.
 */

export const EMAIL_CHANGE_HOURS = 24;
const PREFIX = "email-change:";

// Only the token's hash is stored, as for the address proofs.
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

export interface EmailChange {
  userId: string;
  /** The account's address when the change was asked for. */
  from: string;
  to: string;
  expiresAt: Date;
}

function parseValue(value: string): Omit<EmailChange, "expiresAt"> | null {
  try {
    const parsed = JSON.parse(value) as Partial<EmailChange>;
    return typeof parsed.userId === "string" && typeof parsed.from === "string" && typeof parsed.to === "string"
      ? { userId: parsed.userId, from: parsed.from, to: parsed.to }
      : null;
  } catch {
    return null;
  }
}

const valueOf = (change: Omit<EmailChange, "expiresAt">) => JSON.stringify({ userId: change.userId, from: change.from, to: change.to });
// The value starts with the user id, so one account's rows are found without parsing every row.
const rowsOfUser = (userId: string) => and(like(verification.identifier, `${PREFIX}%`), like(verification.value, `{"userId":${JSON.stringify(userId)},%`));

/** Whether an account other than `userId` already has this address. */
export async function addressTaken(db: Database | Tx, address: string, userId: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${address.toLowerCase()}`, ne(user.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** A new link for changing this account's address to `to`; an earlier change waiting is replaced. */
export async function issueEmailChange(db: Database, change: { userId: string; from: string; to: string }, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(or(rowsOfUser(change.userId), and(like(verification.identifier, `${PREFIX}%`), lt(verification.expiresAt, now))));
    await tx.insert(verification).values({
      id: randomBytes(16).toString("hex"),
      identifier: identifierOf(token),
      value: valueOf({ userId: change.userId, from: change.from.toLowerCase(), to: change.to.toLowerCase() }),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
      createdAt: now,
      updatedAt: now,
    });
  });
  return token;
}

/** The change waiting for this account, if any (the account page names the new address). */
export async function pendingEmailChange(db: Database, userId: string, now = new Date()): Promise<EmailChange | null> {
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(rowsOfUser(userId), gt(verification.expiresAt, now)))
    .limit(1);
  const change = row ? parseValue(row.value) : null;
  return change && change.userId === userId ? { ...change, expiresAt: row!.expiresAt } : null;
}

/** What a link would change, without using it (its page's GET changes nothing); null when expired, used, unknown or stale. */
export async function findEmailChange(db: Database, token: string | null | undefined, now = new Date()): Promise<EmailChange | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, now)))
    .limit(1);
  const change = row ? parseValue(row.value) : null;
  if (!change) return null;
  // The account must still exist and still have the address the change started from.
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, change.userId)).limit(1);
  return account && account.email.toLowerCase() === change.from ? { ...change, expiresAt: row!.expiresAt } : null;
}

export type SpentChange = { ok: true; from: string; to: string } | { ok: false };

/**
 * Uses the link (whoever deletes it first wins): the account's address becomes the new one,
 * proven; what the old address bought joins the account by its id when the old address was
 * proven (it was the account's, decision 013), so a course stays open after the change; every
 * other pending link of the account goes; the old address is told, in the same transaction.
 * Refused when the account no longer has the old address or another account has taken the new one.
 */
export async function spendEmailChange(
  db: Database,
  token: string,
  tell: { mails: (change: { from: string; to: string }) => MailDraft[]; mode: "smtp" | "local" },
  now = new Date(),
): Promise<SpentChange> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(verification)
        .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, now)))
        .returning({ value: verification.value });
      const change = row ? parseValue(row.value) : null;
      if (!change) return { ok: false } as const;
      const [before] = await tx
        .select({ emailVerified: user.emailVerified })
        .from(user)
        .where(and(eq(user.id, change.userId), sql`lower(${user.email}) = ${change.from}`))
        .for("update");
      if (!before || (await addressTaken(tx, change.to, change.userId))) return { ok: false } as const;
      await tx.update(user).set({ email: change.to, emailVerified: true, updatedAt: now }).where(eq(user.id, change.userId));
      if (before.emailVerified)
        await tx
          .update(orders)
          .set({ userId: change.userId, updatedAt: now })
          .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${change.from}`));
      await forgetEmailProofs(tx, change.userId);
      await tx.delete(verification).where(rowsOfUser(change.userId));
      await enqueueMail(tx, tell.mails({ from: change.from, to: change.to }), tell.mode);
      return { ok: true, from: change.from, to: change.to } as const;
    });
  } catch (error) {
    // Two accounts taking one address at once: the unique index decides, the loser's link is refused.
    if (sqlState(error) === UNIQUE_VIOLATION) return { ok: false };
    throw error;
  }
}
