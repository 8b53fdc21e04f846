import { and, asc, desc, eq, sql } from "drizzle-orm";
import { cappedCount } from "~/db/capped-count.server";
import type { Database } from "~/db/client.server";
import { applicationFiles, applications, orders } from "~/db/schema";
import type { Programme } from "~/modules/applications/schemas";
import type { ApplicationStatus } from "~/modules/applications/status";
import { decodeCursor, encodeCursor } from "~/modules/accounts/roles.server";

/** Applications per page on /admin/applications. */
export const APPLICATIONS_PAGE_SIZE = 25;

export interface ApplicationFilters {
  programme?: Programme | null;
  status?: ApplicationStatus | null;
}

type Cursor = { at: string; id: string };

/** The filters as SQL: both indexed with the time and id (applications_status_created_idx, applications_programme_created_idx). */
export function filterSql(filters: ApplicationFilters) {
  return and(
    filters.programme ? eq(applications.programme, filters.programme) : undefined,
    filters.status ? eq(applications.status, filters.status) : undefined,
  );
}

const listColumns = {
  id: applications.id,
  programme: applications.programme,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  status: applications.status,
  createdAt: applications.createdAt,
  paidAt: applications.paidAt,
  cursorAt: sql<string>`${applications.createdAt}::text`,
};

/**
 * The list, newest first, by keyset (created_at, id) like the Students tab: `after` is the
 * next (older) page, `before` the previous one. Every page costs the same however many
 * applications there are.
 */
export async function listApplications(db: Database, input: ApplicationFilters & { after?: string | null; before?: string | null; limit?: number }) {
  const limit = input.limit ?? APPLICATIONS_PAGE_SIZE;
  const after: Cursor | null = decodeCursor(input.after);
  const before: Cursor | null = after ? null : decodeCursor(input.before);
  const cursor = after ?? before;
  const position = cursor
    ? before
      ? sql`(${applications.createdAt}, ${applications.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
      : sql`(${applications.createdAt}, ${applications.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select(listColumns)
    .from(applications)
    .where(and(filterSql(input), position))
    .orderBy(...(before ? [asc(applications.createdAt), asc(applications.id)] : [desc(applications.createdAt), desc(applications.id)]))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (before) page.reverse();
  const cursorOf = (row: (typeof page)[number] | undefined) => (row ? encodeCursor({ at: row.cursorAt, id: row.id }) : null);
  return {
    applications: page.map(({ cursorAt: _cursorAt, ...row }) => ({ ...row, programme: row.programme as Programme, status: row.status as ApplicationStatus })),
    next: before ? cursorOf(page.at(-1)) : more ? cursorOf(page.at(-1)) : null,
    previous: before ? (more ? cursorOf(page[0]) : null) : after ? cursorOf(page[0]) : null,
  };
}

/** How many applications wait for the coach's first look (for Today and the list's heading), up to WAITING_CAP; read through the status index. */
export async function newApplicationsCount(db: Database): Promise<number> {
  return cappedCount(db, applications, eq(applications.status, "new"), applications.createdAt);
}

/** One person's applications, newest first, by their e-mail address (case-insensitive, indexed): for their page. */
export async function applicationsForPerson(db: Database, email: string, limit = 50) {
  const rows = await db
    .select({
      id: applications.id,
      programme: applications.programme,
      status: applications.status,
      createdAt: applications.createdAt,
      paidAt: applications.paidAt,
    })
    .from(applications)
    .where(sql`lower(${applications.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, programme: row.programme as Programme, status: row.status as ApplicationStatus }));
}

/** One application with its files and, once paid, the order that paid it; null when there is none. */
export async function applicationDetail(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) return null;
  const [files, paidOrder] = await Promise.all([
    db
      .select({ id: applicationFiles.id, originalName: applicationFiles.originalName, contentType: applicationFiles.contentType, size: applicationFiles.size })
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, id))
      .orderBy(asc(applicationFiles.createdAt), asc(applicationFiles.id)),
    row.paidOrderId
      ? db
          .select({ id: orders.id, status: orders.status, amountTotal: orders.amountTotal, amountRefunded: orders.amountRefunded, currency: orders.currency })
          .from(orders)
          .where(eq(orders.id, row.paidOrderId))
          .then((found) => found[0] ?? null)
      : null,
  ]);
  const { fingerprint: _fingerprint, payToken, ...application } = row;
  return {
    application: { ...application, programme: row.programme as Programme, status: row.status as ApplicationStatus, linkSent: Boolean(payToken) },
    files,
    paidOrder,
    // Only for the payment link's panel (decision 066), never with the application to the page.
    payToken,
  };
}

/** A file of an application, only when it belongs to that application. */
export async function applicationFile(db: Database, applicationId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, applicationId)));
  return file ?? null;
}
