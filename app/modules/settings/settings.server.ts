/**
 * The site profile and programme runs, saved in the database (decision 036). Pages read them
 * synchronously from an in-memory copy: loaded at start, replaced after a save in this process,
 * and refreshed from other instances' saves by `refresh()`, which every request calls and which
 * asks the database for the row's version at most once a second.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { programmeRunsSchema } from "~/modules/programmes/run-schema";
import { defaultProgrammeRuns, programmeNames, PROGRAMMES, type ProgrammeRuns } from "~/modules/programmes/runs";
import type { SiteProfile } from "~/modules/site/profile";
import { loadDefaultSiteProfile, siteProfileSchema, setSavedSiteProfile } from "~/modules/site/profile.server";
import { EDITABLE_PROFILE_FIELDS, type SettingsFormData } from "./settings-form";

export interface SiteSettings {
  profile: SiteProfile;
  programmeRuns: ProgrammeRuns;
  version: number;
}

export const REFRESH_EVERY_MS = 1000;

export interface SiteSettingsStoreOptions {
  db: () => Database;
  /** The first-start default profile. */
  defaultProfile?: () => SiteProfile;
  /** Milliseconds, for the once-a-second check (tests move it on). */
  clock?: () => number;
  /** Called with every new copy (the process's store hands it to loadSiteProfile). */
  onChange?: (settings: SiteSettings) => void;
}

export type SaveOutcome = { ok: true; changed: string[]; settings: SiteSettings } | { ok: false; reason: "conflict" | "invalid"; message: string };

/** The stored row read back, with fields a newer release added filled from the default. */
function fromRow(row: typeof siteSettings.$inferSelect, defaults: SiteProfile): SiteSettings {
  const profile = siteProfileSchema.safeParse({ ...defaults, ...row.profile });
  const runs = programmeRunsSchema.safeParse({ ...defaultProgrammeRuns, ...row.programmeRuns });
  return { profile: profile.success ? profile.data : defaults, programmeRuns: runs.success ? runs.data : defaultProgrammeRuns, version: row.version };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the settings form shows, as one short string: the form carries it, and a save is refused
 * when the stored fields no longer match it (someone else saved them meanwhile). The portrait,
 * which has its own form, is not part of it: a new portrait never makes an open settings form
 * stale. (`version` moves with every change, the portrait's too: it is what other instances watch.)
 */
export function settingsFormVersion(settings: Pick<SiteSettings, "profile" | "programmeRuns">): string {
  const shown = [EDITABLE_PROFILE_FIELDS.map((key) => settings.profile[key] ?? null), PROGRAMMES.map((id) => settings.programmeRuns[id])];
  return createHash("sha256").update(JSON.stringify(shown)).digest("base64url").slice(0, 22);
}

export function createSiteSettingsStore(options: SiteSettingsStoreOptions) {
  const defaults = options.defaultProfile ?? loadDefaultSiteProfile;
  const clock = options.clock ?? Date.now;
  let current: SiteSettings | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;

  // A read that began before a save here may end after it: the copy never goes back to an older version.
  const adopt = (settings: SiteSettings) => {
    if (current && settings.version < current.version) {
      checkedAt = clock();
      return current;
    }
    current = settings;
    checkedAt = clock();
    options.onChange?.(settings);
    return settings;
  };

  /** Reads the row, writing the first-start default if there is none yet. */
  async function load(): Promise<SiteSettings> {
    const db = options.db();
    await db
      .insert(siteSettings)
      .values({ id: 1, profile: { ...defaults() }, programmeRuns: { ...defaultProgrammeRuns }, version: 1 })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return adopt(fromRow(row!, defaults()));
  }

  /** Brings the copy up to date if another instance saved; asks the database at most once a second. */
  async function refresh(): Promise<void> {
    if (!current) {
      await load();
      return;
    }
    if (clock() - checkedAt < REFRESH_EVERY_MS) return;
    checking ??= (async () => {
      try {
        const [row] = await options.db().select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.id, 1));
        if (row && row.version !== current?.version) await load();
        else checkedAt = clock();
      } finally {
        checking = undefined;
      }
    })();
    await checking;
  }

  /**
   * Saves the form's fields over the stored profile (other fields, such as the booking
   * settings, stay as stored) with one audit line naming what changed. `formVersion` is
   * `settingsFormVersion` of what the form was shown with: a save over someone else's newer
   * fields is refused, not merged.
   */
  async function save(actor: AuditActor, input: SettingsFormData, formVersion: string, now = new Date()): Promise<SaveOutcome> {
    const outcome = await options.db().transaction(async (tx) => {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      if (!row) throw new Error("site settings are not loaded");
      const stored = fromRow(row, defaults());
      const { programmeRuns, ...edited } = input;
      const profile = siteProfileSchema.safeParse({ ...stored.profile, ...Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((key) => [key, edited[key]])) });
      if (!profile.success)
        return { ok: false as const, reason: "invalid" as const, message: profile.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
      const changed = [
        ...EDITABLE_PROFILE_FIELDS.filter((key) => !same(stored.profile[key], profile.data[key])),
        ...PROGRAMMES.filter((id) => !same(stored.programmeRuns[id], programmeRuns[id])).map((id) => `dates of ${programmeNames[id]}`),
      ];
      if (changed.length === 0) return { ok: true as const, changed, row };
      if (settingsFormVersion(stored) !== formVersion) {
        return {
          ok: false as const,
          reason: "conflict" as const,
          message: "Someone saved the settings while you were editing. Your changes are still in the form: look at the page again, then save.",
        };
      }
      const [updated] = await tx
        .update(siteSettings)
        .set({ profile: profile.data as unknown as Record<string, unknown>, programmeRuns, version: sql`${siteSettings.version} + 1`, updatedAt: now })
        .where(eq(siteSettings.id, 1))
        .returning();
      const details: Record<string, unknown> = {};
      for (const key of EDITABLE_PROFILE_FIELDS)
        if (!same(stored.profile[key], profile.data[key])) details[key] = { from: stored.profile[key], to: profile.data[key] };
      for (const id of PROGRAMMES)
        if (!same(stored.programmeRuns[id], programmeRuns[id])) details[`runs.${id}`] = { from: stored.programmeRuns[id], to: programmeRuns[id] };
      await recordAudit(
        tx,
        actor,
        { action: "settings.update", subjectType: "site", subjectId: "settings", summary: `Changed ${changed.join(", ")}`, details },
        now,
      );
      return { ok: true as const, changed, row: updated! };
    });
    if (!outcome.ok) return outcome;
    return { ok: true, changed: outcome.changed, settings: adopt(fromRow(outcome.row, defaults())) };
  }

  /**
   * The portrait alone (its own form, with a file): the stored profile's `photoUrl` set, or with
   * null the default profile's (the illustrated portrait). Not checked against the settings
   * form's version, and not part of it: it changes one field that form does not show, so both
   * saves stand, in either order.
   */
  async function savePortrait(actor: AuditActor, photoUrl: string | null, now = new Date()): Promise<SiteSettings> {
    const to = photoUrl ?? defaults().photoUrl;
    const row = await options.db().transaction(async (tx) => {
      const [locked] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      if (!locked) throw new Error("site settings are not loaded");
      const stored = fromRow(locked, defaults());
      if (stored.profile.photoUrl === to) return locked;
      const [updated] = await tx
        .update(siteSettings)
        .set({ profile: { ...stored.profile, photoUrl: to } as unknown as Record<string, unknown>, version: sql`${siteSettings.version} + 1`, updatedAt: now })
        .where(eq(siteSettings.id, 1))
        .returning();
      await recordAudit(
        tx,
        actor,
        {
          action: "settings.update",
          subjectType: "site",
          subjectId: "settings",
          summary: photoUrl ? "Changed portrait" : "Portrait back to the default",
          details: { photoUrl: { from: stored.profile.photoUrl ?? null, to: to ?? null } },
        },
        now,
      );
      return updated!;
    });
    return adopt(fromRow(row, defaults()));
  }

  return {
    load,
    refresh,
    save,
    savePortrait,
    /** The copy in memory; undefined until `load()`. */
    current: () => current,
  };
}

export type SiteSettingsStore = ReturnType<typeof createSiteSettingsStore>;

const holder = globalThis as typeof globalThis & { __siteSettings?: SiteSettingsStore };

/** The process's store, on the app's database; its copy is what loadSiteProfile() returns. */
export function siteSettingsStore(db?: () => Database): SiteSettingsStore {
  if (!holder.__siteSettings) {
    if (!db) throw new Error("The site settings are not loaded yet");
    holder.__siteSettings = createSiteSettingsStore({ db, onChange: (settings) => setSavedSiteProfile(settings.profile) });
  }
  return holder.__siteSettings;
}

/** The programme runs every page reads, synchronously (the defaults until the server has started). */
export function loadProgrammeRuns(): ProgrammeRuns {
  return holder.__siteSettings?.current()?.programmeRuns ?? defaultProgrammeRuns;
}

/** Test hook: forget the process's store. */
export function resetSiteSettingsForTests() {
  holder.__siteSettings = undefined;
  setSavedSiteProfile(undefined);
}
