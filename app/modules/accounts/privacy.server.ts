import { desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  applications,
  bookings,
  contactMessages,
  courseModules,
  journalEntries,
  moduleProgress,
  newsletterSubscribers,
  orders,
  session,
  storySubmissions,
  user,
} from "~/db/schema";
import { isLastAdminError } from "./roles.server";

const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Everything we hold about this person (docs/rules.md, "Accounts"). What was sent under an e-mail
 * address without an account (orders, bookings, forms) is theirs only once they proved
 * the address is theirs: unverified, only what is tied to the account itself.
 */
export async function exportUserData(db: Database, userId: string) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return null;
  const email = profile.emailVerified ? profile.email : null;
  const sessions = await db
    .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId));
  const orderRows = await db
    .select({
      id: orders.id,
      status: orders.status,
      items: orders.items,
      amountTotal: orders.amountTotal,
      currency: orders.currency,
      email: orders.email,
      shippingAddress: orders.shippingAddress,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(email ? or(eq(orders.userId, userId), sameEmail(orders.email, email)) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  const byEmail = async <T>(query: (email: string) => Promise<T[]>) => (email ? query(email) : []);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    sessions,
    orders: orderRows,
    learning: {
      completedModules: await db
        .select({ courseId: courseModules.courseId, module: courseModules.title, completedAt: moduleProgress.completedAt })
        .from(moduleProgress)
        .innerJoin(courseModules, eq(courseModules.id, moduleProgress.moduleId))
        .where(eq(moduleProgress.userId, userId)),
      journal: await db
        .select({ courseId: courseModules.courseId, module: courseModules.title, text: journalEntries.body, savedAt: journalEntries.updatedAt })
        .from(journalEntries)
        .innerJoin(courseModules, eq(courseModules.id, journalEntries.moduleId))
        .where(eq(journalEntries.userId, userId)),
    },
    bookings: await byEmail((e) =>
      db
        .select({
          kind: bookings.kind,
          status: bookings.status,
          name: bookings.name,
          email: bookings.email,
          courseName: bookings.courseName,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .where(sameEmail(bookings.email, e)),
    ),
    applications: await byEmail((e) => db.select().from(applications).where(sameEmail(applications.email, e))),
    contactMessages: await byEmail((e) => db.select().from(contactMessages).where(sameEmail(contactMessages.email, e))),
    stories: await byEmail((e) => db.select().from(storySubmissions).where(sameEmail(storySubmissions.email, e))),
    newsletter: await byEmail((e) =>
      db
        .select({
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          confirmedAt: newsletterSubscribers.confirmedAt,
          createdAt: newsletterSubscribers.createdAt,
        })
        .from(newsletterSubscribers)
        .where(sameEmail(newsletterSubscribers.email, e)),
    ),
  };
}

export type DeleteOutcome = { ok: true } | { ok: false; reason: "last-admin" | "not-found" };

/**
 * Deletes the account, its sessions, sign-in methods, second factor, course progress and
 * Vocal Journal (cascade). Orders
 * stay for bookkeeping with the person detached; what they sent through the forms is
 * the coach's correspondence and stays until the coach deletes it.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeleteOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await tx.update(orders).set({ userId: null, updatedAt: new Date() }).where(eq(orders.userId, userId));
      const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
      return deleted.length ? ({ ok: true } as const) : ({ ok: false, reason: "not-found" } as const);
    });
  } catch (error) {
    if (isLastAdminError(error)) return { ok: false, reason: "last-admin" };
    throw error;
  }
}
