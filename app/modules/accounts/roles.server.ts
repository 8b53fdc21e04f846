import { and, asc, desc, eq, or, sql } from "drizzle-orm";
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

/** People per page on /admin. */
export const PEOPLE_PAGE_SIZE = 25;

export interface PeoplePage {
  people: { id: string; name: string; email: string; emailVerified: boolean; role: Role; createdAt: Date }[];
  /** Cursor of the next (older) page, or null on the last. */
  next: string | null;
  /** Cursor of the previous (newer) page, or null on the first. */
  previous: string | null;
}

/** A page boundary: a row's created_at as PostgreSQL prints it (microseconds kept) and its id. */
type Cursor = { at: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

export function decodeCursor(value: string | null | undefined): Cursor | null {
  if (!value || value.length > 400) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string" || typeof parsed[1] !== "string") return null;
    if (!/^\d{4}-\d\d-\d\d[ T][\d:.]+([+-]\d\d(:?\d\d)?|Z)?$/.test(parsed[0])) return null;
    return { at: parsed[0], id: parsed[1] };
  } catch {
    return null;
  }
}

/** A search typed on /admin, as the prefix it matches (LIKE's wildcards escaped), or null for none. */
export function searchPrefix(query: string | null | undefined): string | null {
  const q = (query ?? "").trim().toLowerCase().slice(0, 254);
  return q ? `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}

/**
 * /admin's people list (decision 026): newest first, PEOPLE_PAGE_SIZE a page, by keyset
 * (created_at, id), so every page costs the same however many accounts there are. `q` finds
 * accounts whose e-mail or name starts with it (case-insensitive; indexes user_email_prefix_idx
 * and user_name_prefix_idx). `after` gives the page after that cursor (older), `before` the
 * page before it (newer).
 */
export function peopleQuery(db: Database, input: { q?: string | null; after?: Cursor | null; before?: Cursor | null; limit?: number }) {
  const prefix = searchPrefix(input.q);
  const limit = input.limit ?? PEOPLE_PAGE_SIZE;
  const backwards = !input.after && Boolean(input.before);
  const cursor = input.after ?? input.before;
  const position = cursor
    ? backwards
      ? sql`(${user.createdAt}, ${user.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
      : sql`(${user.createdAt}, ${user.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const search = prefix ? or(sql`lower(${user.email}) like ${prefix}`, sql`lower(${user.name}) like ${prefix}`) : undefined;
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: user.createdAt,
      cursorAt: sql<string>`${user.createdAt}::text`,
    })
    .from(user)
    .where(and(search, position))
    .orderBy(...(backwards ? [asc(user.createdAt), asc(user.id)] : [desc(user.createdAt), desc(user.id)]))
    .limit(limit + 1);
}

export async function listPeople(
  db: Database,
  input: { q?: string | null; after?: string | null; before?: string | null; limit?: number } = {},
): Promise<PeoplePage> {
  const limit = input.limit ?? PEOPLE_PAGE_SIZE;
  const after = decodeCursor(input.after);
  const before = after ? null : decodeCursor(input.before);
  const rows = await peopleQuery(db, { q: input.q, after, before, limit });
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (before) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorOf = (row: (typeof page)[number] | undefined) => (row ? encodeCursor({ at: row.cursorAt, id: row.id }) : null);
  return {
    people: page.map(({ cursorAt: _cursorAt, ...person }) => person),
    // Going forwards there are older rows when the page overflowed; coming back, the page we came from.
    next: before ? cursorOf(last) : more ? cursorOf(last) : null,
    previous: before ? (more ? cursorOf(first) : null) : after ? cursorOf(first) : null,
  };
}
