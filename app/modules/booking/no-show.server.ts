import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import type { Booking } from "./confirm.server";

/**
 * 'No-show' and its undo: only a confirmed session that has started can be marked (the coach
 * knows by then); the mark keeps its first time, and undoing clears it. Null when the booking
 * cannot be marked (unknown, not confirmed, not started yet).
 */
export async function setNoShow(db: Database, bookingId: string, noShow: boolean, now = new Date()): Promise<Booking | null> {
  const [row] = await db
    .update(bookings)
    .set({ noShowAt: noShow ? sql`coalesce(${bookings.noShowAt}, ${now.toISOString()}::timestamptz)` : null, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed"), lte(bookings.startsAt, now)))
    .returning();
  return row ?? null;
}
