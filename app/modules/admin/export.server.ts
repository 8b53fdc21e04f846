import { and, asc, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications, bookings, newsletterSubscribers, orders } from "~/db/schema";
import { listPeople } from "~/modules/accounts/roles.server";
import { CSV_BOM, csvAmount, csvRow, csvTime } from "~/lib/csv";
import type { OrderListFilters } from "./orders";
import { orderFilterSql } from "./orders.server";
import { revenueOf } from "./stats";
import { orderNumber, vatIncluded } from "~/modules/orders/summary";
import { enrolledCourses } from "./students.server";

export const EXPORT_KINDS = ["students", "orders", "bookings", "applications", "subscribers"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export function isExportKind(value: unknown): value is ExportKind {
  return (EXPORT_KINDS as readonly unknown[]).includes(value);
}

/** Rows read per query: the file is written a page at a time, never held whole in memory. */
export const EXPORT_PAGE_SIZE = 500;

type Cursor = { at: string; id: string } | null;
type Page = { lines: string[]; next: Cursor };

/** A keyset page of a table in (time, id) order, for the kinds whose rows need nothing else. */
function after(column: SQL, id: SQL, cursor: Cursor) {
  return cursor ? sql`(${column}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

function nextCursor<Row extends { cursorAt: string; id: string }>(rows: Row[]): Cursor {
  const last = rows.at(-1);
  return rows.length === EXPORT_PAGE_SIZE && last ? { at: last.cursorAt, id: last.id } : null;
}

const HEADERS: Record<ExportKind, string[]> = {
  students: ["Name", "Email", "Email proven", "Role", "Enrolled Courses", "Join Date"],
  orders: [
    "Order",
    "Number",
    "Created",
    "Paid",
    "Status",
    "Items",
    "Email",
    "Currency",
    "Amount",
    "VAT included",
    "Refunded",
    "Revenue",
    "Ship to",
    "Provider",
  ],
  bookings: ["Booking", "Kind", "Status", "Session", "Starts", "Ends", "Name", "Email", "Order", "Booked"],
  applications: [
    "Application",
    "Programme",
    "First name",
    "Last name",
    "Email",
    "Phone",
    "Experience level",
    "Singing background",
    "Current challenges",
    "Goals",
    "Why apply",
    "Call times",
    "Status",
    "Received",
  ],
  subscribers: ["Email", "Status", "Confirmed", "Unsubscribed", "Signed up"],
};

async function studentsPage(db: Database, cursor: string | null, q: string | null): Promise<{ lines: string[]; next: string | null }> {
  const page = await listPeople(db, { q, after: cursor, limit: EXPORT_PAGE_SIZE });
  const enrolled = await enrolledCourses(db, page.people);
  return {
    lines: page.people.map((p) =>
      csvRow([p.name, p.email, p.emailVerified ? "yes" : "no", p.role, (enrolled.get(p.id) ?? []).join(", "), csvTime(p.createdAt)]),
    ),
    next: page.next,
  };
}

/** What a list's export is narrowed to: Students' search; the Orders list's search, status and kind (decision 033). */
export type ExportFilters = { q?: string | null } & Partial<Pick<OrderListFilters, "status" | "kind">>;

async function ordersPage(db: Database, cursor: Cursor, filters: ExportFilters = {}): Promise<Page> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      items: orders.items,
      email: orders.email,
      currency: orders.currency,
      amountTotal: orders.amountTotal,
      amountRefunded: orders.amountRefunded,
      provider: orders.provider,
      shipTo: sql<string | null>`${orders.shippingAddress}->>'country'`,
      cursorAt: sql<string>`${orders.createdAt}::text`,
    })
    .from(orders)
    .where(and(after(sql`${orders.createdAt}`, sql`${orders.id}`, cursor), orderFilterSql({ q: filters.q ?? "", status: filters.status, kind: filters.kind })))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(EXPORT_PAGE_SIZE);
  return {
    lines: rows.map((o) =>
      csvRow([
        o.id,
        orderNumber(o.id),
        csvTime(o.createdAt),
        csvTime(o.paidAt),
        o.status,
        o.items.map((item) => `${item.quantity} × ${item.name}`).join("; "),
        o.email,
        o.currency,
        csvAmount(o.amountTotal),
        // The bookkeeper's figure: the 25 % moms inside the amount paid (prices include it, docs/rules.md).
        csvAmount(vatIncluded(o.amountTotal)),
        csvAmount(o.amountRefunded),
        csvAmount(revenueOf(o)),
        o.shipTo ?? "",
        o.provider,
      ]),
    ),
    next: nextCursor(rows),
  };
}

async function bookingsPage(db: Database, cursor: Cursor): Promise<Page> {
  const rows = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      status: bookings.status,
      courseName: bookings.courseName,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      name: bookings.name,
      email: bookings.email,
      orderId: bookings.orderId,
      createdAt: bookings.createdAt,
      cursorAt: sql<string>`${bookings.createdAt}::text`,
    })
    .from(bookings)
    // Block-outs share the bookings table (decision 030) but are no one's booking.
    .where(and(ne(bookings.kind, "block-out"), after(sql`${bookings.createdAt}`, sql`${bookings.id}`, cursor)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(EXPORT_PAGE_SIZE);
  return {
    lines: rows.map((b) =>
      csvRow([b.id, b.kind, b.status, b.courseName, csvTime(b.startsAt), csvTime(b.endsAt), b.name, b.email, b.orderId, csvTime(b.createdAt)]),
    ),
    next: nextCursor(rows),
  };
}

async function applicationsPage(db: Database, cursor: Cursor): Promise<Page> {
  const rows = await db
    .select({
      id: applications.id,
      programme: applications.programme,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phone: applications.phone,
      experienceLevel: applications.experienceLevel,
      singingBackground: applications.singingBackground,
      currentChallenges: applications.currentChallenges,
      goals: applications.goals,
      whyApply: applications.whyApply,
      callTimes: applications.callTimes,
      status: applications.status,
      createdAt: applications.createdAt,
      cursorAt: sql<string>`${applications.createdAt}::text`,
    })
    .from(applications)
    .where(after(sql`${applications.createdAt}`, sql`${applications.id}`, cursor))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(EXPORT_PAGE_SIZE);
  return {
    lines: rows.map((a) =>
      csvRow([
        a.id,
        a.programme,
        a.firstName,
        a.lastName,
        a.email,
        a.phone,
        a.experienceLevel,
        a.singingBackground,
        a.currentChallenges,
        a.goals,
        a.whyApply,
        a.callTimes,
        a.status,
        csvTime(a.createdAt),
      ]),
    ),
    next: nextCursor(rows),
  };
}

async function subscribersPage(db: Database, cursor: Cursor): Promise<Page> {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      createdAt: newsletterSubscribers.createdAt,
      cursorAt: sql<string>`${newsletterSubscribers.createdAt}::text`,
    })
    .from(newsletterSubscribers)
    .where(after(sql`${newsletterSubscribers.createdAt}`, sql`${newsletterSubscribers.id}`, cursor))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(EXPORT_PAGE_SIZE);
  return {
    lines: rows.map((s) => csvRow([s.email, s.status, csvTime(s.confirmedAt), csvTime(s.unsubscribedAt), csvTime(s.createdAt)])),
    next: nextCursor(rows),
  };
}

/** The CSV's lines, a page of rows at a time: the BOM and header first. `q`: the Students list's search. */
export async function* exportLines(db: Database, kind: ExportKind, filters: ExportFilters = {}): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(HEADERS[kind]);
  if (kind === "students") {
    let cursor: string | null = null;
    do {
      const page: { lines: string[]; next: string | null } = await studentsPage(db, cursor, filters.q ?? null);
      yield page.lines.join("");
      cursor = page.next;
    } while (cursor);
    return;
  }
  const read = { orders: ordersPage, bookings: bookingsPage, applications: applicationsPage, subscribers: subscribersPage }[kind];
  let cursor: Cursor = null;
  do {
    const page: Page = await read(db, cursor, filters);
    if (page.lines.length) yield page.lines.join("");
    cursor = page.next;
  } while (cursor);
}

/** The file as a stream of UTF-8 bytes, read from the database as the client takes it. */
export function exportStream(db: Database, kind: ExportKind, filters: ExportFilters = {}): ReadableStream<Uint8Array> {
  const lines = exportLines(db, kind, filters);
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}
