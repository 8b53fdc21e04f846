import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rowsOf } from "~/db/client.server";
import { STATUSES_WITH_REVENUE } from "./stats";
import { onPeriods, periodAxisLabel, periodLabel, periodStarts, type Period } from "./analytics";

export interface Analytics {
  period: Period;
  labels: string[];
  /** The same periods, short, for the charts' axes. */
  axisLabels: string[];
  /** Minor units per currency. */
  revenue: { currency: string; values: number[] }[];
  paidBookings: number[];
  /** Sessions the coach marked as no-shows, by when they were to start. */
  noShows: number[];
  newStudents: number[];
  newsletterSignUps: number[];
  topDownloads: { title: string; downloads: number }[];
}

const ZONE = "Europe/Copenhagen";

type Bucket = { start: string; n: number | string };
const toMap = (rows: Bucket[]) => new Map(rows.map((row) => [new Date(row.start).toISOString(), Number(row.n)]));

/**
 * The analytics view: the last twelve weeks or months in Copenhagen time, each read from an
 * index on its time column (orders by paid_at, bookings by created_at, no-shows by start, accounts by created_at,
 * subscribers by created_at) for that window only.
 */
export async function readAnalytics(db: Database, period: Period, now = new Date()): Promise<Analytics> {
  const starts = periodStarts(period, now);
  const from = starts[0]!;
  const unit = sql.raw(`'${period}'`);
  const bucket = (column: ReturnType<typeof sql>) => sql`date_trunc(${unit}, ${column} at time zone ${ZONE}) at time zone ${ZONE}`;
  const statuses = sql.join(
    STATUSES_WITH_REVENUE.map((status) => sql`${status}`),
    sql`, `,
  );
  const [revenueRows, bookingRows, noShowRows, studentRows, signUpRows, downloadRows] = await Promise.all([
    rowsOf<Bucket & { currency: string }>(
      db.execute(sql`
        select ${bucket(sql`paid_at`)} as start, currency, sum(amount_total - amount_refunded) as n
        from orders where paid_at >= ${from.toISOString()}::timestamptz and status in (${statuses})
        group by 1, 2`),
    ),
    rowsOf<Bucket>(
      db.execute(sql`
        select ${bucket(sql`created_at`)} as start, count(*) as n
        from bookings where created_at >= ${from.toISOString()}::timestamptz and order_id is not null and status = 'confirmed'
        group by 1`),
    ),
    rowsOf<Bucket>(
      db.execute(sql`
        select ${bucket(sql`starts_at`)} as start, count(*) as n
        from bookings where no_show_at is not null and starts_at >= ${from.toISOString()}::timestamptz
        group by 1`),
    ),
    rowsOf<Bucket>(
      db.execute(sql`
        select ${bucket(sql`created_at`)} as start, count(*) as n
        from "user" where created_at >= ${from.toISOString()}::timestamptz and role = 'student'
        group by 1`),
    ),
    rowsOf<Bucket>(
      db.execute(sql`
        select ${bucket(sql`created_at`)} as start, count(*) as n
        from newsletter_subscribers where created_at >= ${from.toISOString()}::timestamptz and status = 'confirmed'
        group by 1`),
    ),
    rowsOf<{ title: string; n: number | string }>(
      db.execute(sql`
        select m.title, sum(d.downloads) as n from material_downloads d join course_materials m on m.id = d.material_id
        where d.day >= ${from.toISOString().slice(0, 10)}::date
        group by m.id, m.title order by n desc, m.title limit 10`),
    ),
  ]);
  const currencies = [...new Set(revenueRows.map((row) => row.currency))].sort();
  return {
    period,
    labels: starts.map((start) => periodLabel(period, start)),
    axisLabels: starts.map((start) => periodAxisLabel(period, start)),
    revenue: currencies.map((currency) => ({ currency, values: onPeriods(starts, toMap(revenueRows.filter((row) => row.currency === currency))) })),
    paidBookings: onPeriods(starts, toMap(bookingRows)),
    noShows: onPeriods(starts, toMap(noShowRows)),
    newStudents: onPeriods(starts, toMap(studentRows)),
    newsletterSignUps: onPeriods(starts, toMap(signUpRows)),
    topDownloads: downloadRows.map((row) => ({ title: row.title, downloads: Number(row.n) })),
  };
}
