import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { validCelebrity, validVoiceElevated } from "../../../tests/support/fixtures";
import type { DatabaseHandle } from "~/db/client.server";
import { applicationOrders, applications, auditLog, orderRefunds, orders, outbox, testCheckoutSessions } from "~/db/schema";
import { saveApplication, type ApplicationInput } from "~/modules/applications/applications.server";
import { expireApplicationCheckouts, paymentPage, startApplicationPayment } from "~/modules/applications/payment.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { RESEND_QUIET_MS } from "~/modules/orders/payment-link";
import {
  acceptApplication,
  APPLICATION_LINK_DAYS,
  applicationLinkView,
  resendApplicationLink,
  withdrawApplicationLink,
  type ReviewDeps,
} from "~/modules/applications/review-actions.server";

// Issue 40, finding 4 (decision 066): the application's payment link, as the coach controls it.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;
let review: ReviewDeps;
const coach = { id: "coach-1", name: "Maja" };
const assistant = { id: "assistant-1", name: "Able Assistant" };
const runs = [
  { start: "2026-02-01", end: "2026-02-20", label: "", applicationDeadline: "" }, // passed
  { start: "2027-03-06", end: "2027-03-28", label: "Spring", applicationDeadline: "" },
];

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
async function apply(programme: "voice-elevated" | "celebrity-vocal-experience") {
  serial += 1;
  const email = `linked${serial}@example.dk`;
  const data = { ...(programme === "voice-elevated" ? validVoiceElevated : validCelebrity), email, agreedToTerms: true as const };
  const saved = await saveApplication({ db: handle.db, mailMode: "local" as const, mail: deps.mail.context }, { programme, data } as ApplicationInput);
  await handle.db.delete(outbox);
  return saved.id;
}

const acceptedMails = () => handle.db.select().from(outbox).where(eq(outbox.kind, "application.accepted"));
const tokenIn = (text: string) => /\/applications\/pay\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const rowOf = async (id: string) => (await handle.db.select().from(applications).where(eq(applications.id, id)))[0]!;
const sessionOf = (url: string) => url.split("/").at(-1)!;

describe("accepting with the coach's amount and run", () => {
  it("asks a deposit below the catalogue's price, for the run chosen, until two weeks from now: the e-mail, the pay page and the checkout agree", async () => {
    const id = await apply("voice-elevated");
    const accepted = await acceptApplication(review, coach, { id, seen: "new", amount: 500_000, runStart: "2027-03-06", runs, isCoach: true });
    expect(accepted).toMatchObject({ ok: true, message: expect.stringContaining("DKK 5,000.00 of DKK 18,500.00") });
    const row = await rowOf(id);
    const expiresAt = new Date(clock.now().getTime() + APPLICATION_LINK_DAYS * 86_400_000);
    expect(row).toMatchObject({ payAmount: 500_000, payCurrency: "DKK", payRunStart: "2027-03-06", payExpiresAt: expiresAt });
    const [mail] = await acceptedMails();
    expect(mail!.text).toContain("5.000 kr.");
    expect(mail!.text).toContain("6. marts 2027");
    expect(mail!.text).toContain("til og med 7. december 2026");
    const token = tokenIn(mail!.text);
    expect(await paymentPage(handle.db, token, clock.now())).toMatchObject({
      state: "open",
      price: { amount: 500_000, currency: "DKK" },
      runStart: "2027-03-06",
    });
    const started = await startApplicationPayment(deps, { token, key: "key-deposit" });
    if (!started.ok) throw new Error(started.reason);
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ amountTotal: 500_000, currency: "DKK" });
    // The route proves this browser the buyer with the order's id (decision 069).
    expect(started.orderId).toBe(order!.id);
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "application.accepted"));
    expect(audit).toMatchObject({ actorName: "Maja", details: expect.objectContaining({ amount: 500_000, cataloguePrice: 1_850_000 }) });
  });

  it("refuses more than the catalogue's price, nothing, a run not offered, and another amount from the assistant (she may accept at the price)", async () => {
    const id = await apply("voice-elevated");
    expect(await acceptApplication(review, coach, { id, seen: "new", amount: 1_850_001, isCoach: true })).toMatchObject({ ok: false, status: 400 });
    expect(await acceptApplication(review, coach, { id, seen: "new", amount: 0, isCoach: true })).toMatchObject({ ok: false, status: 400 });
    expect(await acceptApplication(review, coach, { id, seen: "new", runStart: "2026-02-01", runs, isCoach: true })).toMatchObject({ ok: false, status: 400 });
    expect(await acceptApplication(review, assistant, { id, seen: "new", amount: 500_000, isCoach: false })).toMatchObject({ ok: false, status: 403 });
    expect(await acceptedMails()).toEqual([]);
    expect((await rowOf(id)).status).toBe("new");
    expect(await acceptApplication(review, assistant, { id, seen: "new", amount: 1_850_000, isCoach: false })).toMatchObject({ ok: true });
    expect(await rowOf(id)).toMatchObject({ status: "accepted", payAmount: 1_850_000 });
  });
});

describe("the link after acceptance", () => {
  it("is shown with its amount, expiry and state; Resend mails the same link again, a double click once", async () => {
    const id = await apply("celebrity-vocal-experience");
    await acceptApplication(review, coach, { id, seen: "new", amount: 2_000_000, isCoach: true });
    const view = await applicationLinkView(handle.db, await rowOf(id), "http://site.test", clock.now());
    expect(view).toMatchObject({ amount: 2_000_000, currency: "DKK", state: "open", url: expect.stringContaining("/applications/pay/") });
    const both = await Promise.all([resendApplicationLink(review, assistant, { id }), resendApplicationLink(review, assistant, { id })]);
    expect(both.every((r) => r.ok)).toBe(true);
    const mails = await acceptedMails();
    expect(mails).toHaveLength(2);
    expect(tokenIn(mails[1]!.text)).toBe(tokenIn(mails[0]!.text));
    expect(mails[1]!.text).toContain("DKK 20,000");
    expect(mails[1]!.subject).toBe("Your place on the Celebrity Vocal Experience");
    clock.advance(RESEND_QUIET_MS);
    await resendApplicationLink(review, coach, { id });
    expect(await acceptedMails()).toHaveLength(3);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, "application.link-resent"));
    expect(audit.map((a) => a.actorName)).toEqual(["Able Assistant", "Maja"]);
  });

  it("lapses after two weeks: the pay page refuses and nothing is resent", async () => {
    const id = await apply("voice-elevated");
    await acceptApplication(review, coach, { id, seen: "new" });
    const token = tokenIn((await acceptedMails())[0]!.text);
    clock.advance(APPLICATION_LINK_DAYS * 86_400_000);
    expect(await paymentPage(handle.db, token, clock.now())).toMatchObject({ state: "expired", price: null });
    expect(await startApplicationPayment(deps, { token, key: "key-late" })).toEqual({ ok: false, reason: "no-longer-valid" });
    expect(await resendApplicationLink(review, coach, { id })).toMatchObject({ ok: false, status: 409 });
    expect(await handle.db.select().from(orders)).toEqual([]);
  });

  it("withdrawn: the pay page says it is no longer valid, no checkout opens, and the open one is expired at the provider", async () => {
    const id = await apply("voice-elevated");
    await acceptApplication(review, coach, { id, seen: "new" });
    const token = tokenIn((await acceptedMails())[0]!.text);
    const opened = await startApplicationPayment(deps, { token, key: "key-open" });
    if (!opened.ok) throw new Error(opened.reason);
    expect(await withdrawApplicationLink(review, coach, { id })).toMatchObject({ ok: true });
    expect(await expireApplicationCheckouts(deps, id)).toBe(1);
    expect(await paymentPage(handle.db, token, clock.now())).toMatchObject({ state: "withdrawn", price: null });
    expect(await startApplicationPayment(deps, { token, key: "key-after" })).toEqual({ ok: false, reason: "no-longer-valid" });
    expect((await handle.db.select().from(orders)).map((o) => o.status)).toEqual(["expired"]);
    expect((await payTestCheckout(deps, sessionOf(opened.url))).ok).toBe(false);
    expect(await resendApplicationLink(review, coach, { id })).toMatchObject({ ok: false, status: 409 });
    expect(await withdrawApplicationLink(review, coach, { id })).toEqual({ ok: true, message: "The link was already withdrawn." });
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "application.link-withdrawn"))).toHaveLength(1);
  });

  it("a payment racing the withdrawal is refunded in full by the site and the place stays unpaid; a paid link cannot be withdrawn", async () => {
    const id = await apply("celebrity-vocal-experience");
    await acceptApplication(review, coach, { id, seen: "new" });
    const token = tokenIn((await acceptedMails())[0]!.text);
    const opened = await startApplicationPayment(deps, { token, key: "key-race" });
    if (!opened.ok) throw new Error(opened.reason);
    // Withdrawn, and the payment settles before the checkout could be expired.
    await withdrawApplicationLink(review, coach, { id });
    expect((await payTestCheckout(deps, sessionOf(opened.url))).ok).toBe(true);
    expect((await rowOf(id)).paidAt).toBeNull();
    const refunds = await handle.db.select().from(orderRefunds);
    expect(refunds).toEqual([expect.objectContaining({ reason: "application-link-withdrawn", amount: 6_850_000, requestedById: null })]);
    expect(JSON.stringify(refunds[0]!.mails)).toContain("had been withdrawn");

    const paid = await apply("voice-elevated");
    await acceptApplication(review, coach, { id: paid, seen: "new" });
    const paidToken = tokenIn((await acceptedMails()).at(-1)!.text);
    const checkout = await startApplicationPayment(deps, { token: paidToken, key: "key-paid" });
    if (!checkout.ok) throw new Error(checkout.reason);
    await payTestCheckout(deps, sessionOf(checkout.url));
    expect(await withdrawApplicationLink(review, coach, { id: paid })).toMatchObject({ ok: false, status: 409 });
    expect(await applicationLinkView(handle.db, await rowOf(paid), "http://site.test", clock.now())).toMatchObject({ state: "paid" });
  });
});
