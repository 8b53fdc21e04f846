import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like, lt } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { twoFactor, user, verification } from "~/db/schema";
import { auth } from "./auth.server";

/**
 * Proving an e-mail address (decision 023). The mailed link opens a page that names the
 * address; only a POST from it with the account's password proves the address, and each
 * link works once. What was bought, booked or sent under an address joins an account only
 * once it is proven (access.server.ts `orderOwner`, privacy.server.ts).
 */

export const EMAIL_PROOF_HOURS = 24;
const PREFIX = "email-proof:";

// Only the token's hash is stored: someone who reads the database cannot use a pending link.
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

interface ProofValue {
  userId: string;
  email: string;
}

function parseValue(value: string): ProofValue | null {
  try {
    const parsed = JSON.parse(value) as Partial<ProofValue>;
    return typeof parsed.userId === "string" && typeof parsed.email === "string" ? { userId: parsed.userId, email: parsed.email } : null;
  } catch {
    return null;
  }
}

/** A new link's token for this account's current address (earlier links keep working until used or expired). */
export async function issueEmailProof(db: Database, who: { id: string; email: string }, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  // Links nobody used: gone once they expire (better-auth cleans only its own rows).
  await db.delete(verification).where(and(like(verification.identifier, `${PREFIX}%`), lt(verification.expiresAt, now)));
  await db.insert(verification).values({
    id: randomBytes(16).toString("hex"),
    identifier: identifierOf(token),
    value: JSON.stringify({ userId: who.id, email: who.email.toLowerCase() } satisfies ProofValue),
    expiresAt: new Date(now.getTime() + EMAIL_PROOF_HOURS * 3_600_000),
  });
  return token;
}

export interface PendingProof {
  userId: string;
  email: string;
}

/** What a link would prove, without using it (the page's GET changes nothing). Null when expired, used or unknown. */
export async function findEmailProof(db: Database, token: string | null | undefined, now = new Date()): Promise<PendingProof | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, now)))
    .limit(1);
  const proof = row ? parseValue(row.value) : null;
  if (!proof) return null;
  // The account must still hold that address (and still exist).
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, proof.userId)).limit(1);
  return account && account.email.toLowerCase() === proof.email ? proof : null;
}

/** Whether this is the account's password (better-auth's scrypt check; false without a password). */
export async function isAccountPassword(userId: string, password: string) {
  const ctx = await auth().$context;
  const credential = await ctx.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) return false;
  return ctx.password.verify({ hash: credential.password, password });
}

/**
 * Uses the link: deletes it (whoever deletes it first wins, so it works once) and marks the
 * address proven. Every other pending link of the account goes too.
 */
export async function spendEmailProof(db: Database, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, now)))
      .returning({ value: verification.value });
    const proof = row ? parseValue(row.value) : null;
    if (!proof) return false;
    const proved = await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(user.id, proof.userId), eq(user.email, proof.email)))
      .returning({ id: user.id });
    if (!proved.length) return false;
    await forgetEmailProofs(tx, proof.userId);
    return true;
  });
}

/** Drops the account's pending links (its address is proven, or the account is going). */
export async function forgetEmailProofs(db: Database | Tx, userId: string) {
  await db.delete(verification).where(and(like(verification.identifier, `${PREFIX}%`), like(verification.value, `{"userId":${JSON.stringify(userId)},%`)));
}

/**
 * A password reset through the mailbox proves the address too: whoever holds the mailbox now
 * chose the password, and every session was revoked with the old one. If the address was not
 * proven before, the account may have been opened by someone else with this address: their
 * second factor goes with their password, so the owner is never locked out.
 */
export async function provenByReset(db: Database, userId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).for("update");
    if (!before) return;
    if (!before.emailVerified) {
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    }
    await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
    await forgetEmailProofs(tx, userId);
  });
}

/** "i•••@example.com": enough for its owner to recognise, not the whole address. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
