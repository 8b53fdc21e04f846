import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session, twoFactor, user, type Role } from "~/db/schema";
import type { Auth } from "./auth.server";

/** The database refuses to demote or delete the last admin (trigger in drizzle/0003). */
export function isLastAdminError(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (/last admin cannot/.test(String((e as Error).message ?? ""))) return true;
  }
  return false;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: create that admin (e-mail counted as verified,
 * the operator vouches for it), or promote the existing account. An existing password is
 * left alone when the account has proven its address: the admin may have changed it since,
 * and a restart must not undo that. An account whose address was never proven may have been
 * opened by someone else with the admin's address (decision 023): it gets ADMIN_PASSWORD, its
 * sessions and second factor go, as after a password reset through the mailbox.
 */
export async function bootstrapAdmin(auth: Auth, db: Database, credentials: { email: string; password: string; name?: string }) {
  const email = credentials.email.trim().toLowerCase();
  const ctx = await auth.$context;
  const linkPassword = async (userId: string) =>
    ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: await ctx.password.hash(credentials.password) });
  const [existing] = await db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(user.id, existing.id));
    const accounts = await ctx.internalAdapter.findAccounts(existing.id);
    if (!accounts.some((a) => a.providerId === "credential")) await linkPassword(existing.id);
    else if (!existing.emailVerified) {
      await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(credentials.password));
      await db.delete(session).where(eq(session.userId, existing.id));
      await db.delete(twoFactor).where(eq(twoFactor.userId, existing.id));
      await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, existing.id));
    }
    return { created: false, userId: existing.id };
  }
  const created = await ctx.internalAdapter.createUser({ email, name: credentials.name ?? "Admin", emailVerified: true, role: "admin" }, { method: "admin" });
  await linkPassword(created.id);
  // A concurrent start may have created it with another id first: the unique e-mail made
  // that one fail, so whichever row exists now is the admin.
  return { created: true, userId: created.id };
}

export type RoleChange = { ok: true } | { ok: false; reason: "last-admin" | "self" | "not-found" };

/** An admin changes someone else's role; at least one admin always remains. */
export async function setRole(db: Database, actorId: string, targetId: string, role: Role): Promise<RoleChange> {
  if (actorId === targetId) return { ok: false, reason: "self" };
  try {
    const rows = await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, targetId)).returning({ id: user.id });
    return rows.length ? { ok: true } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (isLastAdminError(error)) return { ok: false, reason: "last-admin" };
    throw error;
  }
}

export function listUsers(db: Database, limit = 500) {
  return db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(sql`${user.role} = 'admin' desc`, asc(user.createdAt))
    .limit(limit);
}
