import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.server";

/** Today counts what waits up to here and shows "100+" beyond: a backlog costs what a handful does. */
export const WAITING_CAP = 100;

/**
 * How many rows of `table` match `where`, counting no further than WAITING_CAP. The newest
 * first through `orderBy`'s index (e.g. status, created_at), so the planner reads at most the
 * cap's worth of index entries however large the table grows (decision 026's rule).
 */
export async function cappedCount(db: Database, table: PgTable, where: SQL, orderBy: PgColumn): Promise<number> {
  const waiting = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(sql`${orderBy} desc`)
    .limit(WAITING_CAP)
    .as("waiting");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waiting);
  return Number(row?.n ?? 0);
}
