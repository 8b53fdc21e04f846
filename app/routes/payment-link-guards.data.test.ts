import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { validVoiceElevated } from "../../tests/support/fixtures";
import { applications, auditLog, user } from "~/db/schema";
import { saveApplication, type ApplicationInput } from "~/modules/applications/applications.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { mailContext } from "~/modules/mail/settings.server";
import { registerOrderEffects } from "~/modules/orders/effects.server";
import { orderEffects } from "~/wiring.server";

// Decision 066 with 037: the assistant sees, copies and resends a payment link, but never sets
// its amount nor withdraws it; the server refuses both with 403, whatever her page showed.

const flows = accountsInProcess();
const { state, context, settle, signUp, sessionCookie } = flows;

async function personWithRole(email: string, role: "assistant" | "admin", name: string) {
  await signUp(email, "a long enough passphrase", name);
  await state.handle.db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  return sessionCookie(email, "a long enough passphrase");
}

async function post(id: string, cookie: string, fields: Record<string, string>) {
  const module = await import("./admin.applications.$applicationId");
  return settle(async () =>
    module.action({
      request: new Request(`https://studio.test/admin/applications/${id}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie } }),
      params: { applicationId: id },
      context: context(),
    } as never),
  ) as Promise<{ status: number; body: { ok: boolean; message: string } }>;
}

beforeAll(async () => {
  // As the server does at start: the order effects, which the withdrawal's checkout expiry reads.
  registerOrderEffects(orderEffects());
  await seedCatalogue(state.handle.db);
});

describe("an application's payment link, posted by the assistant and by the coach", () => {
  it("the assistant accepts only at the catalogue's price and resends, but cannot withdraw; the coach withdraws", async () => {
    const assistant = await personWithRole("anna@example.dk", "assistant", "Anna");
    const coach = await personWithRole("maja@example.dk", "admin", "Maja");
    const saved = await saveApplication({ db: state.handle.db, mailMode: "local", mail: mailContext("https://studio.test") }, {
      programme: "voice-elevated",
      data: { ...validVoiceElevated, email: "applicant@example.dk", agreedToTerms: true },
    } as ApplicationInput);
    const id = saved.id;

    const discounted = await post(id, assistant, { intent: "accept", seen: "new", amount: "5.000" });
    expect(discounted.status).toBe(403);
    expect((await state.handle.db.select().from(applications).where(eq(applications.id, id)))[0]!.status).toBe("new");

    const accepted = await post(id, assistant, { intent: "accept", seen: "new", amount: "" });
    expect(accepted.body.ok).toBe(true);
    expect((await post(id, assistant, { intent: "resend-link" })).body.ok).toBe(true);

    const withdrawn = await post(id, assistant, { intent: "withdraw-link" });
    expect(withdrawn.status).toBe(403);
    expect((await state.handle.db.select().from(applications).where(eq(applications.id, id)))[0]!.payWithdrawnAt).toBeNull();

    expect((await post(id, coach, { intent: "withdraw-link" })).body.ok).toBe(true);
    expect((await state.handle.db.select().from(applications).where(eq(applications.id, id)))[0]!.payWithdrawnAt).not.toBeNull();
    const audit = await state.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((a) => `${a.action} ${a.actorName}`).sort()).toEqual([
      "application.accepted Anna",
      "application.link-resent Anna",
      "application.link-withdrawn Maja",
    ]);
  });
});
