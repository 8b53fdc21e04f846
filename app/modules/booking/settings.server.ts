import { eq, sql } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { bookingSettings } from "~/db/schema";
import type { AuditRecorder } from "./block-outs.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { calendarRulesOf, defaultBookingSettings, type BookingSettings } from "./settings";
import { bookingSettingsSchema } from "./settings-schema";
import type { BookingDeps } from "./deps.server";
import type { CalendarRules } from "./slots";

export interface StoredBookingSettings {
  settings: BookingSettings;
  version: number;
  /** Built once per version: the slot grid is cached by the rules' identity. */
  rules: CalendarRules;
}

// Parsed settings per version, so that a request builds no new rules object while nothing
// changed. Never trusted without reading the row's version: every read asks the database.
const byVersion = new Map<number, StoredBookingSettings>();

function stored(raw: unknown, version: number): StoredBookingSettings {
  const known = byVersion.get(version);
  if (known && JSON.stringify(known.settings) === JSON.stringify(raw)) return known;
  const parsed = bookingSettingsSchema.safeParse(raw);
  // A row that no longer parses (a field added since) falls back to the defaults for it.
  const settings = parsed.success ? parsed.data : { ...defaultBookingSettings(loadSiteProfile()), ...(raw as object) };
  const entry = { settings, version, rules: calendarRulesOf(settings) };
  if (byVersion.size > 16) byVersion.clear();
  byVersion.set(version, entry);
  return entry;
}

/**
 * The coach's booking settings as the database holds them now (one row; on the first read it is
 * made from the site profile's notice periods and today's calendar). Read per request or per
 * booking-deps build, so a change applies to the next request on every instance (decision 030).
 */
export async function readBookingSettings(db: Database | Tx): Promise<StoredBookingSettings> {
  const [row] = await db
    .select({ settings: bookingSettings.settings, version: bookingSettings.version })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  if (row) return stored(row.settings, row.version);
  const first = defaultBookingSettings(loadSiteProfile());
  await db.insert(bookingSettings).values({ id: 1, settings: first, version: 1 }).onConflictDoNothing();
  const [made] = await db
    .select({ settings: bookingSettings.settings, version: bookingSettings.version })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return stored(made!.settings, made!.version);
}

/** Saves settings the form has checked (they are checked again here), raising the version, with the audit line in the same transaction. */
export async function saveBookingSettings(db: Database, audit: AuditRecorder, settings: BookingSettings, now = new Date()): Promise<StoredBookingSettings> {
  const checked = bookingSettingsSchema.parse(settings);
  return db.transaction(async (tx) => {
    const before = await readBookingSettings(tx);
    const [row] = await tx
      .update(bookingSettings)
      .set({ settings: checked, version: sql`${bookingSettings.version} + 1`, updatedAt: now })
      .where(eq(bookingSettings.id, 1))
      .returning({ version: bookingSettings.version });
    await audit(tx, {
      action: "availability.settings-saved",
      subjectType: "booking-settings",
      subjectId: "1",
      summary: "Changed the booking settings (opening hours, sessions, notice, reminders, cancellation).",
      details: { before: before.settings, after: checked },
    });
    return stored(checked, row!.version);
  });
}

/** Booking deps with the settings the database holds now: the calendar rules, the cancellation cut-offs, the reminder hours. */
export async function withBookingSettings<Deps extends BookingDeps>(deps: Deps): Promise<Deps> {
  const { settings, rules } = await readBookingSettings(deps.db);
  return { ...deps, calendar: rules, settings, cancellationNoticeHours: settings.cancellation.coaching.cutoffHours };
}
