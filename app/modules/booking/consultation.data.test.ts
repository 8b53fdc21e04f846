import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { COACH_EMAIL, commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, outbox, rateLimitHits } from "~/db/schema";
import { rateLimitWindow } from "~/modules/forms/rate-limit.server";
import type { BookingDeps } from "./deps.server";
import { confirmConsultation, findConsultationByConfirmToken, requestConsultation } from "./bookings.server";
import { lapseHolds } from "./checkout.server";
import { holdSlot, listSlots } from "./holds.server";
import { confirmPath } from "./mails";

// Issue 20: a free consultation used to be a confirmed, never-expiring booking for any name and
// address, mailed at once. Now it is a request that holds the slot until the owner of the
// address confirms from the one mail it gets.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // 11:00 in Copenhagen
let deps: BookingDeps;
const slot = new Date("2026-11-24T09:00:00Z"); // tomorrow 10:00 Copenhagen
const later = new Date("2026-11-24T12:00:00Z");
const ip = "203.0.113.7";

beforeAll(async () => {
  handle = await createTestDatabase();
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [bookings, outbox, rateLimitHits]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const typed = { name: 'Ida "<b>Buy now</b>" Berg', email: "ida@example.dk" };
const mailRows = () => handle.db.select().from(outbox).orderBy(outbox.createdAt, outbox.kind);
const offered = async (start: Date) => (await listSlots(deps, "consultation")).some((s) => s.start.getTime() === start.getTime());

async function request(who = typed, start = slot, address: string | undefined = ip) {
  return requestConsultation(deps, { ...who, start }, address);
}

describe("asking for a consultation", () => {
  it("holds the slot unconfirmed for the hold's length and mails the address one link, with nothing the visitor typed in it", async () => {
    const requested = await request();
    if (!requested.ok) throw new Error(requested.reason);
    expect(requested.booking).toMatchObject({
      kind: "consultation",
      status: "held",
      expiresAt: new Date("2026-11-23T10:10:00Z"),
      confirmedAt: null,
      endsAt: new Date("2026-11-24T09:30:00Z"),
    });
    expect(requested.booking.confirmToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await offered(slot)).toBe(false);
    expect(await holdSlot(deps, { name: "Ole", email: "ole@example.dk", start: slot })).toMatchObject({ ok: false, reason: "slot-taken" });

    const sent = await mailRows();
    expect(sent.map((m) => [m.kind, m.to])).toEqual([["booking.consultation.confirm-request", "ida@example.dk"]]);
    const [mail] = sent;
    expect(mail!.attachments).toEqual([]);
    expect(mail!.text).toContain(`http://site.test${confirmPath(requested.booking.confirmToken!)}`);
    expect(mail!.text).toMatch(/^Hello,/);
    expect(mail!.text).toContain("Tuesday, 24 November 2026 at 10:00");
    expect(mail!.text).toContain("until 11:10");
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toContain("Ida");
      expect(part).not.toContain("Buy now");
    }
  });

  it("a test's shorter hold (BOOKING_HOLD_SECONDS) is the link's lifetime too, never more than 10 minutes", async () => {
    const short = await requestConsultation({ ...deps, holdMs: 20_000 }, { ...typed, start: slot });
    expect(short.ok && short.booking.expiresAt).toEqual(new Date("2026-11-23T10:00:20Z"));
    await handle.db.delete(bookings);
    const long = await requestConsultation({ ...deps, holdMs: 3_600_000 }, { ...typed, start: slot });
    expect(long.ok && long.booking.expiresAt).toEqual(new Date("2026-11-23T10:10:00Z"));
  });

  it("is refused while the profile has an external scheduling link: nothing is held, counted or mailed", async () => {
    const external = { ...deps, schedulingUrl: "https://calendly.com/coach/consultation" };
    expect(await requestConsultation(external, { ...typed, start: slot }, ip)).toEqual({ ok: false, reason: "external-calendar" });
    expect(await handle.db.select().from(bookings)).toEqual([]);
    expect(await handle.db.select().from(rateLimitHits)).toEqual([]);
    expect(await mailRows()).toEqual([]);
  });

  it("one address has at most one request waiting, whatever its case; once that one lapses it may ask again", async () => {
    expect((await request()).ok).toBe(true);
    expect(await request(typed, later)).toEqual({ ok: false, reason: "already-requested" });
    expect(await request({ ...typed, email: "IDA@Example.DK" }, later)).toEqual({ ok: false, reason: "already-requested" });
    expect((await request({ ...typed, email: "ole@example.dk" }, later)).ok).toBe(true);
    expect((await mailRows()).map((m) => m.to)).toEqual(["ida@example.dk", "ole@example.dk"]);

    clock.advance(10 * 60_000); // both lapsed; the job has not run yet
    expect((await request(typed, later)).ok).toBe(true);
  });

  it("two addresses asking for one slot at once: the exclusion constraint lets exactly one in", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => requestConsultation(deps, { name: "V", email: `v${i}@example.dk`, start: slot }, `198.51.100.${i + 1}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slot-taken")).toHaveLength(9);
    expect(await mailRows()).toHaveLength(1);
    // The nine refused addresses were not counted.
    const counts = await handle.db.select({ count: rateLimitHits.count }).from(rateLimitHits);
    expect(counts.map((c) => c.count)).toEqual([1]);
  });

  it("a small daily allowance per client address, and only requests that were made count", async () => {
    const window = rateLimitWindow("consultation", ip, clock.now());
    expect(window.limit).toBeLessThanOrEqual(5);
    expect(window.retryAfterSeconds).toBe(14 * 3600); // the window is a (UTC) day
    expect((await request({ name: "A", email: "a@example.dk" }, slot)).ok).toBe(true);
    // Refused: a taken slot, a time never offered, an address already waiting. None counts.
    for (let i = 0; i < 10; i++) {
      expect(await request({ name: "B", email: `b${i}@example.dk` }, slot)).toEqual({ ok: false, reason: "slot-taken" });
      expect(await request({ name: "B", email: `b${i}@example.dk` }, new Date("2026-11-24T09:10:00Z"))).toEqual({ ok: false, reason: "invalid-slot" });
      expect(await request({ name: "A", email: "a@example.dk" }, later)).toEqual({ ok: false, reason: "already-requested" });
    }
    const starts = [10, 11, 12, 13, 14, 15].map((h) => new Date(`2026-11-24T${h}:00:00Z`));
    const made = [];
    for (const [i, start] of starts.entries()) made.push(await request({ name: "C", email: `c${i}@example.dk` }, start));
    expect(made.filter((r) => r.ok)).toHaveLength(window.limit - 1);
    expect(made.at(-1)).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: window.retryAfterSeconds });
    expect(await handle.db.select().from(bookings)).toHaveLength(window.limit);
    expect(await mailRows()).toHaveLength(window.limit);
    // Another address is not affected; a day later the first may ask again (the window slides:
    // just after midnight the day before still counts almost whole, by 23:00 hardly at all).
    expect((await request({ name: "D", email: "d@example.dk" }, starts[4], "203.0.113.8")).ok).toBe(true);
    clock.set("2026-11-24T00:00:01Z");
    expect(await request({ name: "E", email: "e@example.dk" }, starts[5])).toMatchObject({ ok: false, reason: "rate-limited" });
    clock.set("2026-11-24T23:00:00Z");
    expect((await request({ name: "E", email: "e@example.dk" }, new Date("2026-11-25T10:00:00Z"))).ok).toBe(true);
  });
});

describe("confirming from the e-mail", () => {
  it("within the hold: confirmed, and only now the booking with its invite goes to the visitor and the coach", async () => {
    const requested = await request();
    if (!requested.ok) throw new Error(requested.reason);
    clock.advance(9 * 60_000);
    const confirmed = await confirmConsultation(deps, requested.booking.confirmToken!);
    expect(confirmed).toMatchObject({ ok: true, booking: { status: "confirmed", expiresAt: null, confirmedAt: new Date("2026-11-23T10:09:00Z") } });
    expect(await offered(slot)).toBe(false);
    const sent = await mailRows();
    expect(sent.map((m) => [m.kind, m.to])).toEqual([
      ["booking.consultation.confirm-request", "ida@example.dk"],
      ["booking.confirmed.client", "ida@example.dk"],
      ["booking.confirmed.coach", COACH_EMAIL],
    ]);
    expect(sent[1]!.attachments[0]!.content).toContain("METHOD:REQUEST");
    // Confirming twice changes nothing and sends nothing.
    expect(await confirmConsultation(deps, requested.booking.confirmToken!)).toEqual({ ok: false, reason: "already-confirmed" });
    expect(await mailRows()).toHaveLength(3);
    // A confirmed consultation is no longer "waiting": the address may ask for another.
    expect((await request(typed, later)).ok).toBe(true);
  });

  it("after the hold: refused as expired, nothing sent; the lapse job frees the slot like a hold's", async () => {
    const requested = await request();
    if (!requested.ok) throw new Error(requested.reason);
    clock.advance(10 * 60_000);
    expect(await offered(slot)).toBe(true);
    expect(await confirmConsultation(deps, requested.booking.confirmToken!)).toEqual({ ok: false, reason: "expired" });
    expect(await lapseHolds(deps)).toMatchObject({ expiredHolds: 1 });
    expect((await findConsultationByConfirmToken(deps, requested.booking.confirmToken!))!.status).toBe("expired");
    expect(await confirmConsultation(deps, requested.booking.confirmToken!)).toEqual({ ok: false, reason: "expired" });
    expect((await mailRows()).map((m) => m.kind)).toEqual(["booking.consultation.confirm-request"]);
    expect((await request({ name: "Ole", email: "ole@example.dk" })).ok).toBe(true);
  });

  it("an unknown token, or a coaching booking's tokens, confirm nothing", async () => {
    const held = await holdSlot(deps, { name: "Ole", email: "ole@example.dk", start: later });
    if (!held.ok) throw new Error(held.reason);
    expect(await confirmConsultation(deps, "x".repeat(32))).toEqual({ ok: false, reason: "not-found" });
    expect(await confirmConsultation(deps, held.hold.holdToken)).toEqual({ ok: false, reason: "not-found" });
    const [coaching] = await handle.db.select().from(bookings).where(eq(bookings.id, held.hold.id));
    expect(await confirmConsultation(deps, coaching!.cancelToken)).toEqual({ ok: false, reason: "not-found" });
    expect(coaching!.status).toBe("held");
  });

  it("the database allows one waiting request per address even when the code is bypassed", async () => {
    expect((await request()).ok).toBe(true);
    const insert = handle.db.execute(
      sql`insert into bookings (id, kind, status, name, email, course_id, course_name, starts_at, ends_at, expires_at, cancel_token)
          values ('raw', 'consultation', 'held', 'X', 'Ida@example.dk', 'c', 'c', ${"2026-11-25T09:00:00Z"}, ${"2026-11-25T09:30:00Z"}, ${"2026-11-23T10:10:00Z"}, 'raw-token')`,
    );
    await expect(insert).rejects.toMatchObject({ cause: { code: "23505" } });
  });
});
