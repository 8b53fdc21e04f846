import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { auditLog, siteSettings, user } from "~/db/schema";
import { resetSiteSettingsForTests, siteSettingsStore } from "~/modules/settings/settings.server";
import { defaultSiteProfile } from "~/modules/site/profile";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { action, loader } from "./admin.settings_.portrait";

// The portrait upload on /admin/settings, as the router calls its route: refused to a visitor
// and a student before the file is read; the coach's image checked by content, stored and shown.

const flows = accountsInProcess();
const { state, context, settle, signUp, sessionCookie } = flows;
afterAll(() => resetSiteSettingsForTests());

// The smallest PNG: the signature and an IHDR chunk are all the content check reads.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const URL_OF = "https://studio.test/admin/settings/portrait";

function upload(cookie: string | undefined, file: File | null, intent?: string) {
  const form = new FormData();
  if (file) form.set("portrait", file);
  if (intent) form.set("intent", intent);
  return settle(() =>
    action({
      request: new Request(URL_OF, { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: context(),
    } as never),
  );
}

async function personWithRole(email: string, role: "student" | "admin") {
  await signUp(email, "a long enough passphrase", "Someone");
  await state.handle.db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  return sessionCookie(email, "a long enough passphrase");
}

const storedPhoto = async () => {
  const [row] = await state.handle.db.select().from(siteSettings);
  return (row?.profile as { photoUrl?: string } | undefined)?.photoUrl;
};

describe("the coach's portrait", () => {
  it("is refused to a visitor (to the login) and a student (403), for the page and the upload, and nothing changes", async () => {
    await siteSettingsStore(() => state.handle.db).load();
    const png = new File([PNG], "me.png", { type: "image/png" });
    const visitor = await upload(undefined, png);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const student = await personWithRole("student@example.dk", "student");
    expect((await upload(student, png)).status).toBe(403);
    expect((await upload(student, null, "remove")).status).toBe(403);
    const visit = await settle(() => loader({ request: new Request(URL_OF, { headers: { Cookie: student } }), params: {}, context: context() } as never));
    expect(visit.status).toBe(403);
    expect(await storedPhoto()).toBe(defaultSiteProfile.photoUrl);
  });

  it("takes the coach's PNG (stored, served, on every page's profile), refuses a text file named .png, and goes back to the drawing", async () => {
    const coach = await personWithRole("coach@example.dk", "admin");
    const saved = await upload(coach, new File([PNG], "portrait.png", { type: "image/png" }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/settings?portrait=saved#settings-portrait");
    const photoUrl = await storedPhoto();
    expect(photoUrl).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
    expect(loadSiteProfile().photoUrl).toBe(photoUrl);
    expect(await fileStorage().get(`course-covers/${photoUrl!.split("/").pop()}`)).toEqual(PNG);

    // Content, not the name, decides: nothing is stored or changed.
    const text = await upload(coach, new File(["just some words"], "portrait.png", { type: "image/png" }));
    expect(text.headers.get("Location")).toBe("/admin/settings?portrait=not-an-image#settings-portrait");
    expect((await upload(coach, new File([new Uint8Array(0)], "empty.png"))).headers.get("Location")).toContain("portrait=missing");
    expect(await storedPhoto()).toBe(photoUrl);

    const removed = await upload(coach, null, "remove");
    expect(removed.headers.get("Location")).toBe("/admin/settings?portrait=removed#settings-portrait");
    expect(await storedPhoto()).toBe(defaultSiteProfile.photoUrl);
    expect(loadSiteProfile().photoUrl).toBe(defaultSiteProfile.photoUrl);
    const audit = await state.handle.db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit.map((entry) => entry.summary)).toEqual(["Changed portrait", "Portrait back to the default"]);
  });
});
