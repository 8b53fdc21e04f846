import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { validCelebrity, validVoiceElevated } from "../../../tests/support/fixtures";
import type { DatabaseHandle } from "~/db/client.server";
import { applicationFiles, applicationOrders, applications, auditLog, orderRefunds, orders, outbox, testCheckoutSessions } from "~/db/schema";
import { saveApplication, type ApplicationInput } from "~/modules/applications/applications.server";
import { paymentPage, startApplicationPayment } from "~/modules/applications/payment.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { acceptApplication, declineApplication, markReviewing, saveNote, type ReviewDeps } from "./review-actions.server";
import { applicationExportLines } from "~/modules/admin/applications-export.server";
import { applicationFileResponse } from "./review-files.server";
import { applicationDetail, applicationsForPerson, listApplications, newApplicationsCount } from "./review.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;
let review: ReviewDeps;
const coach = { id: "coach-1", name: "Maja" };
const assistant = { id: "assistant-1", name: "Able Assistant" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
  review = { db: handle.db, mail: deps.mail, now: clock.now };
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [applicationOrders, orderRefunds, orders, testCheckoutSessions, outbox, auditLog, applications]) await handle.db.delete(table);
});

let serial = 0;
async function apply(programme: "voice-elevated" | "celebrity-vocal-experience", fields: Record<string, unknown> = {}) {
  serial += 1;
  const email = `applicant${serial}@example.dk`;
  const saveDeps = { db: handle.db, mailMode: "local" as const, mail: deps.mail.context };
  const data = { ...(programme === "voice-elevated" ? validVoiceElevated : validCelebrity), email, ...fields, agreedToTerms: true as const };
  const saved = await saveApplication(saveDeps, { programme, data } as ApplicationInput);
  await handle.db.delete(outbox); // The submission's own two mails: not what these tests count.
  return { id: saved.id, email };
}

const mailsOf = (kind: string) => handle.db.select().from(outbox).where(eq(outbox.kind, kind));
const tokenIn = (text: string) => /\/applications\/pay\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const sessionOf = (url: string) => url.split("/").at(-1)!;

describe("accepting an application", () => {
  it("sends one Danish e-mail for Voice Elevated with a payment link; the link's checkout, once paid, marks the application paid", async () => {
    const { id, email } = await apply("voice-elevated");
    const accepted = await acceptApplication(review, coach, { id, seen: "new" });
    expect(accepted).toMatchObject({ ok: true, message: "Accepted the application of Anna Jensen and sent the payment link (DKK 18,500.00)." });
    const [mail] = await mailsOf("application.accepted");
    expect(mail).toMatchObject({ to: email, subject: "Du har fået en plads på Voice Elevated" });
    expect(mail!.text).toContain("18.500 kr.");
    const token = tokenIn(mail!.text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Nothing personal in the link: the token alone.
    expect(mail!.text).toContain(`http://site.test/applications/pay/${token}`);

    expect(await paymentPage(handle.db, token)).toMatchObject({
      lang: "da",
      title: "Voice Elevated",
      paid: false,
      price: { amount: 1_850_000, currency: "DKK" },
    });
    expect(await paymentPage(handle.db, "x".repeat(43))).toBeNull();

    // Days later: a checkout opened then, at the catalogue's price.
    clock.advance(5 * 24 * 3_600_000);
    const started = await startApplicationPayment(deps, { token, key: "key-pay-1" });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ status: "pending", amountTotal: 1_850_000, currency: "DKK", email });
    expect(await handle.db.select().from(applicationOrders)).toEqual([expect.objectContaining({ orderId: order!.id, applicationId: id })]);
    // A double click opens the same checkout.
    expect(await startApplicationPayment(deps, { token, key: "key-pay-1" })).toEqual(started);

    expect((await payTestCheckout(deps, sessionOf(started.url))).ok).toBe(true);
    const detail = await applicationDetail(handle.db, id);
    expect(detail?.application.paidAt?.toISOString()).toBe(clock.now().toISOString());
    expect(detail?.paidOrder).toMatchObject({ id: order!.id, status: "paid" });
    expect((await listApplications(handle.db, {})).applications[0]?.paidAt).toEqual(detail?.application.paidAt);
    expect(await mailsOf("application.paid.coach")).toHaveLength(1);
    expect(await paymentPage(handle.db, token)).toMatchObject({ paid: true });
    expect(await startApplicationPayment(deps, { token, key: "key-pay-2" })).toEqual({ ok: false, reason: "paid" });
  });

  it("twice (a second click, or two at once) sends one e-mail and keeps the first link", async () => {
    const { id } = await apply("celebrity-vocal-experience");
    const results = await Promise.all([acceptApplication(review, coach, { id, seen: "new" }), acceptApplication(review, assistant, { id, seen: "new" })]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    const again = await acceptApplication(review, coach, { id, seen: "new" });
    expect(again).toEqual({ ok: true, message: "Already accepted: nothing was sent again." });
    const mails = await mailsOf("application.accepted");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your place on the Celebrity Vocal Experience");
    expect(mails[0]!.text).toContain("DKK 68,500");
    const [row] = await handle.db.select().from(applications).where(eq(applications.id, id));
    expect(tokenIn(mails[0]!.text)).toBe(row!.payToken);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "application.accepted"))).toHaveLength(1);
  });

  it("a second payment for a place already paid (two tabs) is refused and refunded in full, in the applicant's language", async () => {
    const { id } = await apply("voice-elevated");
    await acceptApplication(review, coach, { id, seen: "new" });
    const token = tokenIn((await mailsOf("application.accepted"))[0]!.text);
    const first = await startApplicationPayment(deps, { token, key: "key-tab-1" });
    const second = await startApplicationPayment(deps, { token, key: "key-tab-2" });
    if (!first.ok || !second.ok) throw new Error("checkouts did not open");
    expect(first.url).not.toBe(second.url);
    await payTestCheckout(deps, sessionOf(first.url));
    await payTestCheckout(deps, sessionOf(second.url));
    const [row] = await handle.db.select().from(applications).where(eq(applications.id, id));
    const firstOrder = (await handle.db.select().from(applicationOrders)).find((link) => link.orderId === row!.paidOrderId);
    expect(firstOrder).toBeDefined();
    const refunds = await handle.db.select().from(orderRefunds);
    expect(refunds).toEqual([expect.objectContaining({ reason: "application-already-paid", amount: 1_850_000 })]);
    expect(refunds[0]!.orderId).not.toBe(row!.paidOrderId);
    expect(JSON.stringify(refunds[0]!.mails)).toContain("refunderes");
  });

  it("is refused for an application decided meanwhile, and never after a decline", async () => {
    const { id } = await apply("voice-elevated");
    await markReviewing(review, assistant, { id, seen: "new" });
    // The coach's page still said "new": her accept is refused with what it is now.
    expect(await acceptApplication(review, coach, { id, seen: "new" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("now reviewing"),
    });
    await declineApplication(review, coach, { id, seen: "reviewing", message: "Hej Anna\n\nDesværre ikke denne gang." });
    expect(await acceptApplication(review, coach, { id, seen: "declined" })).toMatchObject({ ok: false, status: 409 });
    expect(await mailsOf("application.accepted")).toHaveLength(0);
  });

  it("accept and decline at once: one wins, one e-mail goes", async () => {
    const { id } = await apply("celebrity-vocal-experience");
    const results = await Promise.all([
      acceptApplication(review, coach, { id, seen: "new" }),
      declineApplication(review, assistant, { id, seen: "new", message: "Hello Anna\n\nNot this time, sadly." }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const sent = [...(await mailsOf("application.accepted")), ...(await mailsOf("application.declined"))];
    expect(sent).toHaveLength(1);
  });
});

describe("declining an application", () => {
  it("sends the coach's edited text once, with the subject in the application's language, and records the message", async () => {
    const { id, email } = await apply("celebrity-vocal-experience");
    const message = "Hello Anna\n\nThank you so much. The retreat is full this time; I would love to hear you again in spring.";
    const declined = await declineApplication(review, coach, { id, seen: "new", message });
    expect(declined.ok).toBe(true);
    expect(await declineApplication(review, coach, { id, seen: "new", message: "another text" })).toEqual({
      ok: true,
      message: "Already declined: nothing was sent again.",
    });
    const mails = await mailsOf("application.declined");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: "Your application for the Celebrity Vocal Experience" });
    expect(mails[0]!.text).toContain("I would love to hear you again in spring.");
    expect(mails[0]!.text).not.toContain("another text");
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "application.declined"));
    expect(entry).toMatchObject({ subjectId: id, actorName: "Maja", details: { message } });
  });
});

describe("the private note", () => {
  it("is saved and audited, once per change", async () => {
    const { id } = await apply("voice-elevated");
    expect(await saveNote(handle.db, coach, { id, note: "Strong voice; call on Tuesday." })).toEqual({ ok: true, message: "The note is saved." });
    await saveNote(handle.db, coach, { id, note: "Strong voice; call on Tuesday." });
    expect((await applicationDetail(handle.db, id))?.application.note).toBe("Strong voice; call on Tuesday.");
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entries.map((e) => e.summary)).toEqual(["Changed the private note on the application of Anna Jensen."]);
    expect(await saveNote(handle.db, coach, { id: "no-such", note: "x" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the list", () => {
  it("filters by programme and status, newest first, a keyset page at a time; counts the new ones; finds a person's", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await apply(i % 2 ? "celebrity-vocal-experience" : "voice-elevated")).id);
    await markReviewing(review, coach, { id: made[0]!, seen: "new" });
    expect(await newApplicationsCount(handle.db)).toBe(4);

    const first = await listApplications(handle.db, { limit: 2 });
    expect(first.applications.map((a) => a.id)).toEqual([made[4], made[3]]);
    expect(first.previous).toBeNull();
    const second = await listApplications(handle.db, { limit: 2, after: first.next });
    expect(second.applications.map((a) => a.id)).toEqual([made[2], made[1]]);
    const back = await listApplications(handle.db, { limit: 2, before: second.previous });
    expect(back.applications.map((a) => a.id)).toEqual([made[4], made[3]]);

    const celebrity = await listApplications(handle.db, { programme: "celebrity-vocal-experience" });
    expect(celebrity.applications.map((a) => a.id)).toEqual([made[3], made[1]]);
    const reviewing = await listApplications(handle.db, { programme: "voice-elevated", status: "reviewing" });
    expect(reviewing.applications.map((a) => a.id)).toEqual([made[0]]);

    const [row] = await handle.db.select().from(applications).where(eq(applications.id, made[2]!));
    expect(await applicationsForPerson(handle.db, row!.email.toUpperCase())).toEqual([
      { id: made[2], programme: "voice-elevated", status: "new", createdAt: row!.createdAt, paidAt: null },
    ]);

    let csv = "";
    for await (const part of applicationExportLines(handle.db, { programme: "celebrity-vocal-experience" })) csv += part;
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFApplication,Programme,Status,Received,Paid,First name,Last name,Email,Phone,Experience level,Singing background,Current challenges,Goals,Why apply,Call times",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([made[1], made[3]]);
    expect(lines[1]).toContain(",Celebrity Vocal Experience,New,");
    // A phone number starting with "+" is a formula to a spreadsheet: kept as text.
    expect(lines[1]).toContain(",'+45 12 34 56 78,");
  });
});

describe("an applicant's file", () => {
  it("is served only as a file of its own application: a PDF inline, never cached", async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "application-files-")));
    await storage.put("application-pdfs/demo.pdf", new TextEncoder().encode("%PDF-1.4 demo"), "application/pdf");
    const { id } = await apply("celebrity-vocal-experience");
    const other = await apply("voice-elevated");
    await handle.db.insert(applicationFiles).values({
      id: "file-1",
      applicationId: id,
      storageKey: "application-pdfs/demo.pdf",
      originalName: "Mit CV æ.pdf",
      contentType: "application/pdf",
      size: 13,
    });
    const served = await applicationFileResponse({ db: handle.db, storage }, { applicationId: id, fileId: "file-1" });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="Mit CV _.pdf"; filename*=UTF-8''Mit%20CV%20%C3%A6.pdf`);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
    expect(await served.text()).toBe("%PDF-1.4 demo");
    // Another application's address for the same file: not found.
    expect((await applicationFileResponse({ db: handle.db, storage }, { applicationId: other.id, fileId: "file-1" })).status).toBe(404);
    expect((await applicationFileResponse({ db: handle.db, storage }, { applicationId: id, fileId: "no-such" })).status).toBe(404);
  });
});
