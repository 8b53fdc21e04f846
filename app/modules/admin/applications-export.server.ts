import { and, asc, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applications } from "~/db/schema";
import { PROGRAMME_TITLES, STATUS_LABELS, type ApplicationStatus } from "~/modules/applications/status";
import type { Programme } from "~/modules/applications/schemas";
import { filterSql, type ApplicationFilters } from "~/modules/applications/review.server";
import { CSV_BOM, csvRow, csvTime } from "~/lib/csv";
import { EXPORT_PAGE_SIZE } from "./export.server";

const HEADER = [
  "Application",
  "Programme",
  "Status",
  "Received",
  "Paid",
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
];

/**
 * The applications list as CSV with its filters (part 1's rules: a BOM, formulas neutralised,
 * Copenhagen times), oldest first, read a keyset page at a time. The private note stays out.
 */
export async function* applicationExportLines(db: Database, filters: ApplicationFilters): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(HEADER);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const position: SQL | undefined = cursor ? sql`(${applications.createdAt}, ${applications.id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
    const rows = await db
      .select({
        id: applications.id,
        programme: applications.programme,
        status: applications.status,
        createdAt: applications.createdAt,
        paidAt: applications.paidAt,
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
        cursorAt: sql<string>`${applications.createdAt}::text`,
      })
      .from(applications)
      .where(and(filterSql(filters), position))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(EXPORT_PAGE_SIZE);
    if (rows.length)
      yield rows
        .map((a) =>
          csvRow([
            a.id,
            PROGRAMME_TITLES[a.programme as Programme] ?? a.programme,
            STATUS_LABELS[a.status as ApplicationStatus] ?? a.status,
            csvTime(a.createdAt),
            csvTime(a.paidAt),
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
          ]),
        )
        .join("");
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE_SIZE || !last) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** The file as UTF-8 bytes, read from the database as the client takes it. */
export function applicationExportStream(db: Database, filters: ApplicationFilters): ReadableStream<Uint8Array> {
  const lines = applicationExportLines(db, filters);
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
