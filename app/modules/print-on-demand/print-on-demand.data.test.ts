import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTwoInstances } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { startGelatoStandIn } from "../../../tests/support/gelato-stand-in";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, podFulfilments, products, type OrderItem, type ShippingAddress } from "~/db/schema";
import { applyPaymentEvent } from "~/modules/orders/events.server";
import type { PaymentEvent } from "~/modules/orders/provider";
import { createGelatoClient, type GelatoClient } from "./gelato-client.server";
import {
  CLAIM_LEASE_MS,
  claimDueLines,
  listPrintOnDemand,
  markPrintOnDemandHandled,
  queuePrintOnDemand,
  recordAttempt,
  retryPrintOnDemand,
} from "./queue.server";
import type { RetryRules, SubmitResult } from "./retry";
import { runPrintOnDemand } from "./worker.server";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: DatabaseHandle;
let second: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
const rules: RetryRules = { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 };
const address: Omit<ShippingAddress, "email"> = { name: "Ida Jensen", line1: "Nørregade 1", city: "København K", postalCode: "1165", country: "DK" };

let instances: Awaited<ReturnType<typeof createTwoInstances>>;

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
});
afterAll(() => instances.close());
beforeEach(async () => {
  await first.db.delete(podFulfilments);
});

const line = (itemId: string, quantity: number, name = itemId): OrderItem => ({ itemId, name, quantity, unitAmount: 10_000, currency: "DKK" });

/** A pending shop order on the test provider, as the shop checkout leaves it. */
async function pendingOrder(items: OrderItem[], email: string | null = "ida@example.dk") {
  const id = randomUUID();
  const sessionId = `cs_pod_${id}`;
  await first.db.insert(orders).values({
    id,
    status: "pending",
    email,
    items,
    amountTotal: items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
    currency: "DKK",
    provider: "test",
    providerSessionId: sessionId,
    idempotencyKey: `pod-${id}`,
  });
  return { id, sessionId };
}

const paidEvent = (order: { id: string; sessionId: string }, eventId: string, shippingAddress?: PaymentEvent["shippingAddress"]): PaymentEvent => ({
  provider: "test",
  eventId,
  type: "checkout.session.completed",
  kind: "completed",
  sessionId: order.sessionId,
  orderId: order.id,
  paymentStatus: "paid",
  shippingAddress,
});

/** Paid print-on-demand lines ready for the worker. */
async function waitingLines(count: number) {
  const order = await pendingOrder([line("studio-hoodie", 1)]);
  await first.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await queuePrintOnDemand(tx, { id: `${order.id}-${i}`, email: "ida@example.dk", currency: "DKK", items: [line("tea-mug", i + 1)] }, clock.now(), address);
    }
  });
  return first.db.select().from(podFulfilments);
}

/** A Gelato client that answers from a script, after a pause so two workers overlap. */
function scriptedClient(answer: (orderReferenceId: string) => SubmitResult) {
  const sent: string[] = [];
  const client: GelatoClient = {
    async createOrder(request) {
      sent.push(request.orderReferenceId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer(request.orderReferenceId);
    },
    findOrder: async () => ({ kind: "none" }),
  };
  return { client, sent };
}

describe(`print-on-demand queue (${onPostgres ? "PostgreSQL, two pools" : "PGlite"})`, () => {
  it("a paid event replayed five times at once queues one Gelato order with all print-on-demand lines, exactly once", async () => {
    const order = await pendingOrder([
      line("studio-hoodie", 1),
      line("tea-mug", 2),
      line("insulated-bottle", 1),
      line("voice-elevated", 1),
      line("studio-hoodie", 1),
    ]);
    const deps = [commerceDeps(first, clock), commerceDeps(second, clock)];
    const event = paidEvent(order, "evt_pod_paid", address);
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) => applyPaymentEvent(deps[i % 2]!, event)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["duplicate", "duplicate", "duplicate", "duplicate", "paid"]);
    // A second, different event for the paid order (e.g. reconciliation) queues nothing more.
    expect((await applyPaymentEvent(deps[1]!, paidEvent(order, "evt_pod_reconciled", address))).outcome).toBe("unchanged");

    // One Gelato order for the paid order, with all its print-on-demand items (lines of one product add up).
    const rows = await first.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("waiting");
    expect(rows[0]!.items).toEqual([
      { productId: "tea-mug", podProductId: "gelato-mug-honey-tea", productName: "Honey & Tea Mug", quantity: 2 },
      { productId: "studio-hoodie", podProductId: "gelato-hoodie-studio", productName: "Studio Hoodie", quantity: 2 },
    ]);
    expect(rows[0]!.shippingAddress).toEqual({ ...address, email: "ida@example.dk" });
  });

  it("the database refuses a second Gelato order for the same paid order, whoever inserts it", async () => {
    const order = await pendingOrder([line("tea-mug", 1)]);
    const paid = { id: order.id, email: "ida@example.dk", currency: "DKK", items: [line("tea-mug", 1)] };
    const counts = await Promise.all([first, second, first, second].map((h) => h.db.transaction((tx) => queuePrintOnDemand(tx, paid, clock.now(), address))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await first.db.select().from(podFulfilments)).toHaveLength(1);
  });

  it("an order without print-on-demand products queues nothing; without an address the line needs one", async () => {
    const plain = await pendingOrder([line("insulated-bottle", 1), line("voice-elevated", 1)]);
    expect((await applyPaymentEvent(commerceDeps(first, clock), paidEvent(plain, "evt_plain"))).outcome).toBe("paid");
    expect(await first.db.select().from(podFulfilments)).toHaveLength(0);

    const noAddress = await pendingOrder([line("tea-mug", 1)]);
    await applyPaymentEvent(commerceDeps(first, clock), paidEvent(noAddress, "evt_no_address"));
    const noEmail = await pendingOrder([line("studio-hoodie", 1)], null);
    await applyPaymentEvent(commerceDeps(first, clock), paidEvent(noEmail, "evt_no_email", address));
    const rows = await first.db.select().from(podFulfilments);
    expect(rows.map((r) => [r.status, r.shippingAddress])).toEqual([
      ["needs-address", null],
      ["needs-address", null],
    ]);
    // The worker never picks them up, key or not.
    const { client, sent } = scriptedClient(() => ({ kind: "created", providerOrderId: "never" }));
    expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 0, waiting: 0, failed: 0 });
    expect(sent).toHaveLength(0);
  });

  it("two workers claiming at once never submit a line twice", async () => {
    const lines = await waitingLines(12);
    const { client, sent } = scriptedClient((id) => ({ kind: "created", providerOrderId: `g-${id}` }));
    const workers = [first, second, first, second].map((h) => runPrintOnDemand({ db: h.db, client, now: clock.now, rules }, 4));
    const counts = await Promise.all(workers);
    expect(counts.reduce((sum, c) => sum + c.submitted, 0)).toBe(12);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    const rows = await first.db.select().from(podFulfilments);
    expect(rows.every((r) => r.status === "submitted" && r.attempts === 1 && r.providerOrderId === `g-${r.id}`)).toBe(true);
    expect(rows.map((r) => r.id).sort()).toEqual(lines.map((l) => l.id).sort());
  });

  it("5xx and 429 back off and retry until the attempts run out; then 'Retry now' starts over", async () => {
    const [row] = await waitingLines(1);
    const { client, sent } = scriptedClient(() => ({ kind: "retryable", reason: "Gelato answered 503" }));
    const deps = { db: first.db, client, now: clock.now, rules };

    expect(await runPrintOnDemand(deps)).toEqual({ submitted: 0, waiting: 1, failed: 0 });
    let [stored] = await first.db.select().from(podFulfilments);
    expect(stored).toMatchObject({ status: "waiting", attempts: 1, lastError: "Gelato answered 503", claimedAt: null });
    expect(stored!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000);

    // Not due yet: nothing is sent.
    clock.advance(59_000);
    await runPrintOnDemand(deps);
    expect(sent).toHaveLength(1);
    clock.advance(1_000);
    await runPrintOnDemand(deps);
    [stored] = await first.db.select().from(podFulfilments);
    expect(stored).toMatchObject({ status: "waiting", attempts: 2 });
    expect(stored!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(120_000);
    clock.advance(120_000);
    expect(await runPrintOnDemand(deps)).toEqual({ submitted: 0, waiting: 0, failed: 1 });
    [stored] = await first.db.select().from(podFulfilments);
    expect(stored).toMatchObject({ status: "failed", attempts: 3, lastError: "Gave up after 3 attempts: Gelato answered 503" });
    clock.advance(3_600_000);
    await runPrintOnDemand(deps);
    expect(sent).toHaveLength(3);

    expect(await retryPrintOnDemand(first.db, row!.id, clock.now())).toBe(true);
    expect(await retryPrintOnDemand(first.db, row!.id, clock.now())).toBe(false);
    const ok = scriptedClient((id) => ({ kind: "created", providerOrderId: `g-${id}` }));
    expect(await runPrintOnDemand({ ...deps, client: ok.client })).toEqual({ submitted: 1, waiting: 0, failed: 0 });
    [stored] = await first.db.select().from(podFulfilments);
    expect(stored).toMatchObject({ status: "submitted", attempts: 1, lastError: null, providerOrderId: `g-${row!.id}` });
  });

  it("a 4xx validation error fails at once with the reason; 'Mark as handled' takes a line out of the queue", async () => {
    const [rejected, handled] = await waitingLines(2);
    expect(await markPrintOnDemandHandled(first.db, handled!.id, clock.now())).toBe(true);
    const { client, sent } = scriptedClient(() => ({ kind: "rejected", reason: "Gelato answered 400: Invalid productUid" }));
    expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 0, waiting: 0, failed: 1 });
    expect(sent).toEqual([rejected!.id]);
    const { lines: listed } = await listPrintOnDemand(first.db);
    // The mug has no print file: the reason says so, for the coach.
    expect(listed.find((l) => l.id === rejected!.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Gelato answered 400: Invalid productUid (sent without a print file: Honey & Tea Mug)",
    });
    expect(listed.find((l) => l.id === handled!.id)).toMatchObject({ status: "handled-by-coach", attempts: 0 });
    expect(await markPrintOnDemandHandled(first.db, handled!.id, clock.now())).toBe(false);
    expect(await markPrintOnDemandHandled(first.db, rejected!.id, clock.now())).toBe(true);
  });

  it("without a Gelato key nothing is sent and lines wait for the coach", async () => {
    await waitingLines(2);
    expect(await runPrintOnDemand({ db: first.db, client: undefined, now: clock.now, rules })).toEqual({ submitted: 0, waiting: 0, failed: 0 });
    expect((await first.db.select().from(podFulfilments)).map((r) => [r.status, r.attempts])).toEqual([
      ["waiting", 0],
      ["waiting", 0],
    ]);
  });

  it("a line whose worker vanished is claimed again after the lease; the late worker's answer is ignored", async () => {
    await waitingLines(1);
    const [lost] = await claimDueLines(first.db, clock.now());
    expect(await claimDueLines(second.db, clock.now())).toHaveLength(0);
    clock.advance(CLAIM_LEASE_MS + 1);
    const [again] = await claimDueLines(second.db, clock.now());
    expect(again).toMatchObject({ id: lost!.id, attempts: 2 });
    expect(await recordAttempt(first.db, lost!, { status: "failed", lastError: "late" }, clock.now())).toBe(false);
    expect(await recordAttempt(second.db, again!, { status: "submitted", providerOrderId: "g-1" }, clock.now())).toBe(true);
    expect((await first.db.select().from(podFulfilments))[0]).toMatchObject({ status: "submitted", providerOrderId: "g-1" });
  });

  it("the worker sends one Gelato order per paid order through the real client, each item with its print file", async () => {
    const standIn = await startGelatoStandIn({ apiKey: "gelato-data-key" });
    try {
      await first.db.update(products).set({ printFileUrl: "https://prints.example.com/honey-tea-mug.pdf" }).where(eq(products.id, "tea-mug"));
      const order = await pendingOrder([line("tea-mug", 3), line("studio-hoodie", 1), line("insulated-bottle", 1)]);
      await applyPaymentEvent(commerceDeps(first, clock), paidEvent(order, "evt_pod_standin", { ...address, email: "ship@example.dk" }));
      const client = createGelatoClient({ apiKey: "gelato-data-key", apiUrl: standIn.url });
      expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 1, waiting: 0, failed: 0 });
      const [row] = await first.db.select().from(podFulfilments);
      expect(row).toMatchObject({ status: "submitted", providerOrderId: "gelato-order-1" });
      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0]!.body).toEqual({
        orderType: "order",
        orderReferenceId: row!.id,
        customerReferenceId: `order-${order.id}`,
        currency: "DKK",
        items: [
          {
            itemReferenceId: `${order.id}:tea-mug`,
            productUid: "gelato-mug-honey-tea",
            quantity: 3,
            files: [{ type: "default", url: "https://prints.example.com/honey-tea-mug.pdf" }],
          },
          { itemReferenceId: `${order.id}:studio-hoodie`, productUid: "gelato-hoodie-studio", quantity: 1 },
        ],
        shippingAddress: {
          firstName: "Ida",
          lastName: "Jensen",
          addressLine1: "Nørregade 1",
          city: "København K",
          postCode: "1165",
          country: "DK",
          email: "ship@example.dk",
        },
      });
    } finally {
      await first.db.update(products).set({ printFileUrl: null });
      await standIn.close();
    }
  });

  it("an order Gelato took but never answered for is looked up by its reference, not sent again", async () => {
    const standIn = await startGelatoStandIn({ apiKey: "gelato-data-key", loseAnswer: (_request, createdCount) => createdCount === 1 });
    try {
      const order = await pendingOrder([line("tea-mug", 1)]);
      await applyPaymentEvent(commerceDeps(first, clock), paidEvent(order, "evt_pod_lost_answer", address));
      const client = createGelatoClient({ apiKey: "gelato-data-key", apiUrl: standIn.url });
      expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 0, waiting: 1, failed: 0 });
      expect(standIn.created).toHaveLength(1);
      clock.advance(rules.maxDelayMs);
      expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 1, waiting: 0, failed: 0 });
      // One production order at Gelato, and the queue row knows its id.
      expect(standIn.created).toHaveLength(1);
      expect(standIn.requests.map((r) => r.path)).toEqual(["/v4/orders", "/v4/orders:search"]);
      expect((await first.db.select().from(podFulfilments))[0]).toMatchObject({ status: "submitted", providerOrderId: standIn.created[0]!.id });
    } finally {
      await standIn.close();
    }
  });

  it("Gelato refusing an item without a print file fails the order with a reason that names it; with the file added, 'Retry now' sends it", async () => {
    const standIn = await startGelatoStandIn({ apiKey: "gelato-data-key", needsFiles: ["gelato-hoodie-studio"] });
    try {
      const order = await pendingOrder([line("studio-hoodie", 1), line("tea-mug", 1)]);
      await applyPaymentEvent(commerceDeps(first, clock), paidEvent(order, "evt_pod_no_file", address));
      const client = createGelatoClient({ apiKey: "gelato-data-key", apiUrl: standIn.url });
      expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 0, waiting: 0, failed: 1 });
      const {
        lines: [failed],
      } = await listPrintOnDemand(first.db);
      expect(failed).toMatchObject({
        status: "failed",
        attempts: 1,
        lastError:
          "Gelato answered 400: Invalid request body: items[1].files (gelato-hoodie-studio needs a print file) (sent without a print file: Honey & Tea Mug, Studio Hoodie)",
      });
      await first.db.update(products).set({ printFileUrl: "https://prints.example.com/hoodie.png" }).where(eq(products.id, "studio-hoodie"));
      expect(await retryPrintOnDemand(first.db, failed!.id, clock.now())).toBe(true);
      expect(await runPrintOnDemand({ db: first.db, client, now: clock.now, rules })).toEqual({ submitted: 1, waiting: 0, failed: 0 });
      expect((standIn.requests.at(-1)!.body.items as unknown[])[1]).toEqual({
        itemReferenceId: `${order.id}:studio-hoodie`,
        productUid: "gelato-hoodie-studio",
        quantity: 1,
        files: [{ type: "default", url: "https://prints.example.com/hoodie.png" }],
      });
    } finally {
      await first.db.update(products).set({ printFileUrl: null });
      await standIn.close();
    }
  });

  it("the database keeps print file addresses to https", async () => {
    for (const bad of ["http://prints.example.com/a.png", "https://", "prints/a.png", "https://prints.example.com/a b.png"]) {
      await expect(first.db.update(products).set({ printFileUrl: bad }).where(eq(products.id, "tea-mug")), bad).rejects.toThrow();
    }
    await first.db.update(products).set({ printFileUrl: "https://prints.example.com/a.png?v=2" }).where(eq(products.id, "tea-mug"));
    await first.db.update(products).set({ printFileUrl: null }).where(eq(products.id, "tea-mug"));
  });
});
