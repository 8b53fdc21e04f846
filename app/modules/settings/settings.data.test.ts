import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTwoInstances } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, siteSettings } from "~/db/schema";
import { refuseClosedApplication } from "./application-window.server";
import { defaultProgrammeRuns } from "~/modules/programmes/runs";
import { defaultSiteProfile } from "~/modules/site/profile";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { settingsValues } from "./form-fields";
import { parseSettingsForm, type SettingsFormData } from "./settings-form";
import {
  createSiteSettingsStore,
  loadProgrammeRuns,
  REFRESH_EVERY_MS,
  resetSiteSettingsForTests,
  settingsFormVersion,
  siteSettingsStore,
} from "./settings.server";

/**
 * Two app instances on one database (PostgreSQL with TEST_DATABASE_URL: two pools; PGlite: one
 * embedded database), each with its own in-memory copy of the settings, as two processes have.
 */
let first: DatabaseHandle;
let second: DatabaseHandle;
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let ms = 1_000_000;
const clock = () => ms;
const coach = { id: "coach-1", name: "Maja Holm" };

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(async () => {
  resetSiteSettingsForTests();
  await instances.close();
});

/** The form as the page first shows it, with some fields changed. */
function formData(
  current: { profile: typeof defaultSiteProfile; programmeRuns: typeof defaultProgrammeRuns },
  changes: Record<string, string>,
): SettingsFormData {
  const parsed = parseSettingsForm({ ...settingsValues(current.profile, current.programmeRuns), ...changes });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

describe("site settings in the database", () => {
  const a = createSiteSettingsStore({ db: () => first.db, clock });
  const b = createSiteSettingsStore({ db: () => second.db, clock });

  it("start with the first-start default and keep what is saved over later starts", async () => {
    const loaded = await a.load();
    expect(loaded.profile).toEqual(defaultSiteProfile);
    expect(loaded.programmeRuns).toEqual(defaultProgrammeRuns);
    expect(loaded.version).toBe(1);
    await first.db.update(siteSettings).set({ profile: { ...defaultSiteProfile, tagline: "Kept" } });
    const again = await createSiteSettingsStore({ db: () => first.db, defaultProfile: () => ({ ...defaultSiteProfile, tagline: "From the file" }) }).load();
    expect(again.profile.tagline).toBe("Kept");
    await first.db.update(siteSettings).set({ profile: { ...defaultSiteProfile } });
    await a.load();
  });

  it(`a save on one instance reaches the other's next request within a second (${process.env.TEST_DATABASE_URL ? "PostgreSQL, two pools" : "PGlite"})`, async () => {
    await b.load();
    const saved = await a.save(coach, formData(a.current()!, { phone: "+45 70 20 30 40" }), settingsFormVersion(a.current()!));
    expect(saved).toMatchObject({ ok: true, changed: ["phone"] });
    expect(a.current()!.profile.phone).toBe("+45 70 20 30 40");
    // Within the second since b last looked, b answers from memory…
    await b.refresh();
    expect(b.current()!.profile.phone).toBe(defaultSiteProfile.phone);
    // …and its first request after that second sees the change.
    ms += REFRESH_EVERY_MS;
    await b.refresh();
    expect(b.current()!.profile.phone).toBe("+45 70 20 30 40");
    expect(b.current()!.version).toBe(a.current()!.version);
  });

  it("never goes back to an older copy: a read that began before a save and ends after it is not adopted", async () => {
    const before = a.current()!;
    const saved = await a.save(coach, formData(before, { phone: "+45 70 99 88 77" }), settingsFormVersion(before));
    expect(saved).toMatchObject({ ok: true });
    const newer = a.current()!;
    // The row as a read that began before the save would have seen it.
    await first.db.update(siteSettings).set({ profile: { ...newer.profile, phone: before.profile.phone }, version: before.version });
    expect((await a.load()).version).toBe(newer.version);
    expect(a.current()!.profile.phone).toBe("+45 70 99 88 77");
    await first.db.update(siteSettings).set({ profile: { ...newer.profile }, version: newer.version });
  });

  it("records one audit line saying what changed, from what to what; the booking settings stay as stored", async () => {
    await first.db.update(siteSettings).set({ profile: { ...a.current()!.profile, bookingLeadHours: 30 } });
    ms += REFRESH_EVERY_MS;
    await a.refresh();
    const runs = { "run-celebrity-vocal-experience-1-start": "2027-01-13", "run-celebrity-vocal-experience-1-end": "2027-01-17" };
    const saved = await a.save(
      coach,
      formData(a.current()!, { name: "Maja H. Holm", "social-3-label": "TikTok", "social-3-url": "https://www.tiktok.com/@maja", ...runs }),
      settingsFormVersion(a.current()!),
    );
    expect(saved).toMatchObject({ ok: true, changed: ["name", "socialLinks", "dates of Celebrity Vocal Experience"] });
    const [row] = await first.db.select().from(siteSettings);
    expect(row!.profile).toMatchObject({ name: "Maja H. Holm", bookingLeadHours: 30, cancellationNoticeHours: defaultSiteProfile.cancellationNoticeHours });
    const entries = await first.db.select().from(auditLog).where(eq(auditLog.subjectType, "site"));
    const last = entries.find((entry) => entry.summary.includes("Maja H. Holm") || entry.summary.startsWith("Changed name"));
    expect(last).toMatchObject({
      actorId: coach.id,
      action: "settings.update",
      subjectId: "settings",
      summary: "Changed name, socialLinks, dates of Celebrity Vocal Experience",
    });
    expect(last!.details).toMatchObject({
      name: { from: defaultSiteProfile.name, to: "Maja H. Holm" },
      "runs.celebrity-vocal-experience": { to: [{ start: "2026-01-14" }, { start: "2027-01-13", end: "2027-01-17" }] },
    });
  });

  it("refuses a save over someone else's newer one, and writes nothing; the same form sent twice changes nothing the second time", async () => {
    const stale = settingsFormVersion(b.current()!);
    ms += REFRESH_EVERY_MS;
    await b.refresh();
    const before = (await first.db.select().from(auditLog)).length;
    const refused = await b.save(coach, formData(b.current()!, { tagline: "Mine" }), stale);
    expect(refused).toMatchObject({ ok: false, reason: "conflict" });
    const sameAgain = await a.save(coach, formData(a.current()!, {}), settingsFormVersion(a.current()!));
    expect(sameAgain).toMatchObject({ ok: true, changed: [] });
    expect((await first.db.select().from(auditLog)).length).toBe(before);
    expect((await first.db.select().from(siteSettings))[0]!.profile.tagline).toBe(defaultSiteProfile.tagline);
  });

  it("takes a save whose form was shown before a new portrait: the portrait is not in the form, so both stay", async () => {
    const shown = a.current()!;
    await a.savePortrait(coach, "/media/uploads/portrait-new.webp");
    const saved = await a.save(coach, formData(shown, { tagline: "After the portrait" }), settingsFormVersion(shown));
    expect(saved).toMatchObject({ ok: true, changed: ["tagline"] });
    const [row] = await first.db.select().from(siteSettings);
    expect(row!.profile).toMatchObject({ tagline: "After the portrait", photoUrl: "/media/uploads/portrait-new.webp" });
    // Both saves moved the version other instances watch.
    expect(row!.version).toBe(shown.version + 2);
    await a.savePortrait(coach, null);
    await a.save(coach, formData(a.current()!, { tagline: shown.profile.tagline }), settingsFormVersion(a.current()!));
    expect(a.current()!.profile).toMatchObject({ tagline: shown.profile.tagline, photoUrl: defaultSiteProfile.photoUrl });
  });

  it("refuses a profile the profile schema refuses, whatever the form let through", async () => {
    const input = formData(a.current()!, {});
    const refused = await a.save(coach, { ...input, email: "not an address" }, settingsFormVersion(a.current()!));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("the process's settings", () => {
  it("are what loadSiteProfile() and loadProgrammeRuns() return, and an application for a run that closed is refused", async () => {
    resetSiteSettingsForTests();
    const store = siteSettingsStore(() => first.db);
    await store.load();
    expect(loadSiteProfile().name).toBe("Maja H. Holm");
    const now = new Date("2026-12-01T12:00:00Z");
    const open = {
      "run-voice-elevated-1-start": "2027-03-06",
      "run-voice-elevated-1-end": "2027-03-28",
      "run-voice-elevated-1-applicationDeadline": "2027-02-15",
    };
    await store.save(coach, formData(store.current()!, open), settingsFormVersion(store.current()!));
    expect(loadProgrammeRuns()["voice-elevated"].map((run) => run.start)).toEqual(["2025-10-04", "2027-03-06"]);
    const post = (run: string) => new Request(`http://localhost/voice-elevated-application?run=${run}`, { method: "POST" });
    expect(refuseClosedApplication(post("2027-03-06"), "voice-elevated", "da", now)).toBeNull();
    // The form was shown for the run that has passed: refused, with the reason in Danish.
    const refused = refuseClosedApplication(post("2025-10-04"), "voice-elevated", "da", now);
    expect(refused?.init?.status).toBe(409);
    expect(refused?.data).toMatchObject({ ok: false, formError: expect.stringContaining("Ansøgningsfristen") });
    // After the deadline nothing is taken, not even for "the next dates".
    const late = new Date("2027-02-16T12:00:00Z");
    expect(refuseClosedApplication(post("2027-03-06"), "voice-elevated", "da", late)?.init?.status).toBe(409);
    expect(refuseClosedApplication(post(""), "voice-elevated", "da", late)?.init?.status).toBe(409);
  });
});
