import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { commerceDeps, testClock } from "../../tests/support/commerce";
import { bookings, orderRefunds, orders, user } from "~/db/schema";
import { localDateTimeValue } from "~/modules/booking/coach-calendar";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { holdSlot, listSlots } from "~/modules/booking/holds.server";
import { withBookingSettings } from "~/modules/booking/settings.server";
import { registerOrderEffects } from "~/modules/orders/effects.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { orderEffects } from "~/wiring.server";

// Decision 065: whatever the assistant posts to the back office — every /admin route that has an
// action, with every intent its source names, with money fields filled in and left at nothing —
// no refund row appears. The same walk by the coach makes one, so the check can fail.

const flows = accountsInProcess();
// As the server does at start: the order effects, so a cancel or a refund runs as it would live.
beforeAll(() => registerOrderEffects(orderEffects()));
const { state, context, settle, signUp, sessionCookie } = flows;
const ROUTES = path.dirname(new URL(import.meta.url).pathname);

const APP = path.resolve(ROUTES, "..");
const INTENT = /\bintent="([a-z-]+)"|intent"\s+value="([a-z-]+)"|intent"\)?\s*===\s*"([a-z-]+)"|intent === "([a-z-]+)"|intent: z\.literal\("([a-z-]+)"\)/g;

/** A module's source and that of the app modules it imports (its forms and schemas name intents too). */
function sourcesOf(file: string): string {
  const source = readFileSync(file, "utf8");
  const imported = [...source.matchAll(/from "~\/([^"]+)"/g)]
    .map((m) => ["", ".ts", ".tsx"].map((ext) => path.join(APP, m[1]! + ext)).find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)))
    .filter((found): found is string => Boolean(found));
  return [source, ...imported.map((found) => readFileSync(found, "utf8"))].join("\n");
}

/** Every /admin route module with an action, and the intents it and its forms name. */
function adminActions() {
  return readdirSync(ROUTES)
    .filter((file) => file.startsWith("admin") && /\.tsx?$/.test(file) && !file.includes(".test."))
    .filter((file) => /export (async )?function action\b/.test(readFileSync(path.join(ROUTES, file), "utf8")))
    .map((file) => {
      const named = [...sourcesOf(path.join(ROUTES, file)).matchAll(INTENT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]!);
      return { file, intents: [...new Set(["", ...named])] };
    });
}

async function personWithRole(email: string, role: "assistant" | "admin", name: string) {
  await signUp(email, "a long enough passphrase", name);
  await state.handle.db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  return sessionCookie(email, "a long enough passphrase");
}

/** A paid coaching session at the first free time, as a visitor books it. */
async function paidBooking(email: string) {
  const deps = await withBookingSettings(commerceDeps(state.handle, testClock(new Date())));
  const [slot] = await listSlots(deps, "coaching");
  const held = await holdSlot(deps, { name: "Ida Berg", email, start: slot!.start });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(deps, checkout.url.split("/").at(-1)!);
  const [booking] = await state.handle.db.select().from(bookings).where(eq(bookings.id, held.hold.id));
  return booking!;
}

function post(file: string, cookie: string, fields: Record<string, string>, target: { bookingId: string; orderId: string }) {
  const route = `/${file.replace(/\.tsx?$/, "").replace(/\$(\w+)/g, (_, name: string) => (name === "orderId" ? target.orderId : name === "kind" ? "message" : target.bookingId))}`;
  const params = Object.fromEntries(
    [...file.matchAll(/\$(\w+)/g)].map((m) => [m[1]!, m[1] === "orderId" ? target.orderId : m[1] === "kind" ? "message" : target.bookingId]),
  );
  return settle(async () => {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as { action: (args: unknown) => Promise<unknown> };
    return module.action({
      request: new Request(`https://studio.test${route}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie } }),
      params,
      context: context(),
    });
  });
}

/** Every field an action might read, with money in it or without. */
function fieldsFor(intent: string, target: { bookingId: string; orderId: string; startsAt: Date }, money: boolean): Record<string, string> {
  const at = (hours: number) => localDateTimeValue(new Date(target.startsAt.getTime() + hours * 3_600_000));
  return {
    intent,
    bookingId: target.bookingId,
    orderId: target.orderId,
    amount: money ? "1950" : "0",
    refund: money ? "1950" : "0",
    decision: money ? "refund" : "none",
    choices: "free-slot",
    note: "Goodwill",
    key: crypto.randomUUID(),
    cancelBookings: "on",
    from: at(-1),
    to: at(2),
    startsAt: at(48),
    label: "Away",
    message: "Sorry",
  };
}

const refundRows = () => state.handle.db.select().from(orderRefunds);

describe("the assistant reaches no money, by any action", () => {
  it("walks every /admin action and intent as the assistant: no refund row; the same block-out by the coach refunds", async () => {
    const assistant = await personWithRole("anna@example.dk", "assistant", "Anna");
    const booking = await paidBooking("ida@example.dk");
    const target = { bookingId: booking.id, orderId: booking.orderId!, startsAt: booking.startsAt };
    const walked: string[] = [];
    for (const { file, intents } of adminActions())
      for (const intent of intents)
        for (const money of [true, false]) {
          // Read again each time: a move by an earlier intent changes the time a block-out must cover.
          const [now] = await state.handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
          await post(file, assistant, fieldsFor(intent, { ...target, startsAt: now!.startsAt }, money), target);
          walked.push(`${file}:${intent || "(none)"}`);
          expect(await refundRows(), `${file} intent "${intent}"${money ? " with money" : ""}`).toEqual([]);
        }
    // The walk reached the paths that matter: the calendar's cancel and the block-out.
    expect(walked).toEqual(expect.arrayContaining(["admin.calendar.tsx:(none)", "admin.availability.tsx:block", "admin._index.tsx:decide-refund"]));
    expect((await state.handle.db.select().from(orders).where(eq(orders.id, booking.orderId!)))[0]).toMatchObject({ status: "paid", amountRefunded: 0 });
    const [after] = await state.handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: "cancelled", refundDecision: "to-decide", cancelledByName: "Anna" });

    // The coach's block-out over another paid session refunds it: the walk would have seen a refund.
    const coach = await personWithRole("maja@example.dk", "admin", "Maja");
    const second = await paidBooking("ole@example.dk");
    const secondTarget = { bookingId: second.id, orderId: second.orderId!, startsAt: second.startsAt };
    // Its own session's hour only: block-outs never overlap each other, and the assistant's is next to it.
    const hour = { from: localDateTimeValue(second.startsAt), to: localDateTimeValue(second.endsAt) };
    const answer = await post("admin.availability.tsx", coach, { ...fieldsFor("block", secondTarget, true), ...hour }, secondTarget);
    expect(answer.status).toBe(200);
    expect((await refundRows()).map((r) => r.orderId)).toEqual([second.orderId]);
  });
});
