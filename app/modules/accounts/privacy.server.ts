import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  account,
  applicationFiles,
  applications,
  bookings,
  cartCheckouts,
  cartItems,
  contactMessages,
  courseModules,
  journalEntries,
  learningPositions,
  moduleProgress,
  newsletterSubscribers,
  orderRefunds,
  orders,
  outbox,
  podFulfilments,
  products,
  session,
  storySubmissions,
  testCheckoutSessions,
  user,
  verification,
} from "~/db/schema";
import { forgetEmailProofs } from "./email-proof.server";
import { isLastAdminError } from "./roles.server";

const sameEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/**
 * Everything we hold about this person (docs/rules.md, "Accounts"): every table that keeps their user id
 * or their e-mail address. What was sent under an e-mail address without an account (orders,
 * bookings, forms) is theirs only once they proved the address is theirs (decision 023):
 * before that, only what is tied to the account itself.
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
  const orderIds = orderRows.map((order) => order.id);
  const byOrder = async <T>(query: (ids: string[]) => Promise<T[]>) => (orderIds.length ? query(orderIds) : []);
  const applicationRows = await byEmail((e) => db.select().from(applications).where(sameEmail(applications.email, e)));
  const applicationIds = applicationRows.map((row) => row.id);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signInMethods: await db.select({ provider: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)),
    sessions,
    orders: orderRows,
    refunds: await byOrder((ids) =>
      db
        .select({
          orderId: orderRefunds.orderId,
          amount: orderRefunds.amount,
          currency: orderRefunds.currency,
          status: orderRefunds.status,
          createdAt: orderRefunds.createdAt,
        })
        .from(orderRefunds)
        .where(inArray(orderRefunds.orderId, ids)),
    ),
    printOnDemand: await byOrder((ids) =>
      db
        .select({
          orderId: podFulfilments.orderId,
          items: podFulfilments.items,
          status: podFulfilments.status,
          shippingAddress: podFulfilments.shippingAddress,
          createdAt: podFulfilments.createdAt,
          updatedAt: podFulfilments.updatedAt,
        })
        .from(podFulfilments)
        .where(inArray(podFulfilments.orderId, ids)),
    ),
    testCheckouts: await byOrder((ids) =>
      db
        .select({
          orderId: testCheckoutSessions.orderId,
          status: testCheckoutSessions.status,
          customerEmail: testCheckoutSessions.customerEmail,
          shippingAddress: testCheckoutSessions.shippingAddress,
          createdAt: testCheckoutSessions.createdAt,
        })
        .from(testCheckoutSessions)
        .where(inArray(testCheckoutSessions.orderId, ids)),
    ),
    cart: {
      lines: await db
        .select({
          productId: cartItems.productId,
          variantId: cartItems.variantId,
          product: products.name,
          quantity: cartItems.quantity,
          addedAt: cartItems.createdAt,
          updatedAt: cartItems.updatedAt,
        })
        .from(cartItems)
        .leftJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.userId, userId)),
      checkouts: await db
        .select({ orderId: cartCheckouts.orderId, createdAt: cartCheckouts.createdAt })
        .from(cartCheckouts)
        .where(eq(cartCheckouts.userId, userId)),
    },
    learning: {
      position: await db
        .select({ courseId: courseModules.courseId, module: courseModules.title, openedAt: learningPositions.openedAt })
        .from(learningPositions)
        .innerJoin(courseModules, eq(courseModules.id, learningPositions.moduleId))
        .where(eq(learningPositions.userId, userId)),
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
    applications: applicationRows,
    applicationFiles: applicationIds.length
      ? await db
          .select({
            applicationId: applicationFiles.applicationId,
            name: applicationFiles.originalName,
            contentType: applicationFiles.contentType,
            size: applicationFiles.size,
          })
          .from(applicationFiles)
          .where(inArray(applicationFiles.applicationId, applicationIds))
      : [],
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
    // What we mailed them; not the bodies, which may hold links that still work.
    mails: await byEmail((e) =>
      db
        .select({ kind: outbox.kind, subject: outbox.subject, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
        .from(outbox)
        .where(sameEmail(outbox.to, e)),
    ),
  };
}

export type DeleteOutcome = { ok: true } | { ok: false; reason: "last-admin" | "not-found" };

/**
 * Deletes the account, its sessions, sign-in methods, second factor, course progress, Vocal
 * Journal, learning position and cart lines (cascade), and its pending links (password reset,
 * sign-in step, trusted device, address proof). Orders and the carts they were opened from
 * stay for bookkeeping with the person detached; what they sent through the forms is the
 * coach's correspondence and stays until the coach deletes it.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeleteOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await tx.update(orders).set({ userId: null, updatedAt: new Date() }).where(eq(orders.userId, userId));
      await tx.update(cartCheckouts).set({ userId: null }).where(eq(cartCheckouts.userId, userId));
      // better-auth keeps the user id as the value of reset, sign-in-step and trusted-device rows.
      await tx.delete(verification).where(eq(verification.value, userId));
      await forgetEmailProofs(tx, userId);
      const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
      return deleted.length ? ({ ok: true } as const) : ({ ok: false, reason: "not-found" } as const);
    });
  } catch (error) {
    if (isLastAdminError(error)) return { ok: false, reason: "last-admin" };
    throw error;
  }
}
