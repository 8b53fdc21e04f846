import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, bookings, courses, orders, user } from "~/db/schema";
import { listPeople } from "~/modules/accounts/roles.server";
import { learningSpace } from "~/modules/learning/learning.server";
import { BY_HAND_PROVIDER } from "~/modules/orders/given-by-hand.server";
import { grantsAccessSql } from "~/modules/orders/orders.server";
import { TEST_PAYMENT_ID } from "~/modules/orders/test-payment";
import { courseGrants } from "~/modules/catalogue/catalogue.server";
import { courseIdOfItem } from "~/modules/catalogue/offers";

/**
 * The Students tab: a page of accounts (listPeople: keyset, prefix search) with the courses
 * each may open, read for that page only in one query (orders by user id or verified e-mail,
 * both indexed), so the page costs the same however many students and orders there are.
 */
export async function listStudents(db: Database, input: { q?: string | null; after?: string | null; before?: string | null; limit?: number }) {
  const page = await listPeople(db, input);
  const enrolled = await enrolledCourses(db, page.people);
  return { students: page.people.map((person) => ({ ...person, courses: enrolled.get(person.id) ?? [] })), next: page.next, previous: page.previous };
}

/**
 * The titles of the courses each of these people may open: one read of the orders that grant
 * access, by user id or proven e-mail (both indexed), and one of the titles.
 */
export async function enrolledCourses(db: Database, people: { id: string; email: string; emailVerified: boolean }[]): Promise<Map<string, string[]>> {
  const ids = people.map((person) => person.id);
  const verified = people.filter((person) => person.emailVerified).map((person) => person.email.toLowerCase());
  const owned = ids.length
    ? await db
        .select({ userId: orders.userId, email: orders.email, items: orders.items })
        .from(orders)
        .where(
          and(
            grantsAccessSql(),
            or(
              sql`${orders.userId} = any(${sql.param(ids)}::text[])`,
              verified.length ? sql`lower(${orders.email}) = any(${sql.param(verified)}::text[])` : sql`false`,
            ),
          ),
        )
    : [];
  const grants = owned.length ? await courseGrants(db) : new Map<string, string>();
  const courseIds = new Set<string>();
  for (const order of owned) for (const item of order.items) if (item.itemId !== TEST_PAYMENT_ID) courseIds.add(courseIdOfItem(grants, item.itemId));
  // Courses and programmes only: a coaching session or a workshop is not something one is enrolled in.
  const titles = courseIds.size
    ? new Map(
        (
          await db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(and(inArray(courses.id, [...courseIds]), inArray(courses.kind, [...TEACHING_KINDS])))
        ).map((c) => [c.id, c.title]),
      )
    : new Map<string, string>();
  const result = new Map<string, string[]>();
  for (const person of people) {
    const email = person.email.toLowerCase();
    const mine = owned.filter((order) => order.userId === person.id || (person.emailVerified && order.email?.toLowerCase() === email));
    const enrolled = new Set<string>();
    for (const order of mine)
      for (const item of order.items) {
        const title = titles.get(courseIdOfItem(grants, item.itemId));
        if (title) enrolled.add(title);
      }
    result.set(person.id, [...enrolled]);
  }
  return result;
}

/** How many of a person's records the student view shows per kind (newest first). */
export const STUDENT_RECORD_LIMIT = 50;

/**
 * One student as the coach sees them: their orders (under their account or their proven
 * address), their courses with progress, and the bookings and applications made under their
 * e-mail address. Null when there is no such account.
 */
export async function studentRecord(db: Database, userId: string) {
  const [person] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, role: user.role, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) return null;
  const email = person.email.toLowerCase();
  const [orderRows, learning, bookingRows, applicationRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        items: orders.items,
        amountTotal: orders.amountTotal,
        amountRefunded: orders.amountRefunded,
        currency: orders.currency,
        provider: orders.provider,
        paymentMethod: orders.paymentMethod,
        accessRevokedAt: orders.accessRevokedAt,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(or(eq(orders.userId, person.id), person.emailVerified ? sql`lower(${orders.email}) = ${email}` : sql`false`))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STUDENT_RECORD_LIMIT),
    learningSpace(db, person),
    db
      .select({ id: bookings.id, kind: bookings.kind, status: bookings.status, courseName: bookings.courseName, startsAt: bookings.startsAt })
      .from(bookings)
      .where(sql`lower(${bookings.email}) = ${email}`)
      .orderBy(desc(bookings.startsAt))
      .limit(STUDENT_RECORD_LIMIT),
    db
      .select({ id: applications.id, programme: applications.programme, status: applications.status, createdAt: applications.createdAt })
      .from(applications)
      .where(sql`lower(${applications.email}) = ${email}`)
      .orderBy(desc(applications.createdAt))
      .limit(STUDENT_RECORD_LIMIT),
  ]);
  return {
    person,
    orders: orderRows.map((order) => ({ ...order, byHand: order.provider === BY_HAND_PROVIDER })),
    courses: learning.courses.map(({ id, title, completed, total, percent }) => ({ id, title, completed, total, percent })),
    bookings: bookingRows,
    applications: applicationRows,
  };
}

/** What a student can be enrolled in and given by hand: programmes and the courses that hold lessons (an online offer opens one of these). */
export const TEACHING_KINDS = ["programme", "class", "course"] as const;

/** The courses the coach may give by hand (and file lessons under), in the catalogue's order. */
export function coursesToGive(db: Database) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.kind, [...TEACHING_KINDS]))
    .orderBy(courses.sortOrder, courses.title);
}
