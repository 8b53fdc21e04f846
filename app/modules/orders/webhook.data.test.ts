import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, outbox, paymentEvents } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { createStripeProvider } from "./stripe-provider.server";
import { handleStripeWebhook } from "./webhook.server";

const secret = "whsec_data_test";
let handle: DatabaseHandle;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let sessions = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  // Stripe answers a repeated idempotency key with the same session; so does the stand-in.
  const byKey = new Map<string, string>();
  standIn = await startStripeStandIn((request) => {
    const key = String(request.headers["idempotency-key"]);
    if (!byKey.has(key)) byKey.set(key, `cs_test_${++sessions}`);
    const id = byKey.get(key)!;
    return {
      status: 200,
      body: {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        metadata: { orderId: request.form.get("metadata[orderId]") },
      },
    };
  });
});
afterAll(async () => {
  await standIn.close();
  await handle.close();
});

describe("Stripe's webhook through fulfilment", () => {
  it("a bad signature gets 400 and changes nothing; a signed completion pays the order once", async () => {
    const clock = testClock(new Date());
    const provider = createStripeProvider({ secretKey: "sk_test_data", webhookSecret: secret, api: standIn.api });
    const deps = { ...commerceDeps(handle, clock, provider), provider };
    const created = await createCoursePayment(deps, { courseId: "voice-elevated", currency: "EUR", idempotencyKey: "key-stripe-1", email: "ida@example.dk" });
    const again = await createCoursePayment(deps, { courseId: "voice-elevated", currency: "EUR", idempotencyKey: "key-stripe-1", email: "ida@example.dk" });
    expect(created).toEqual(again);
    if (!created.ok) throw new Error(created.error);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]!.form.get("line_items[0][price_data][unit_amount]")).toBe("248500");

    const body = JSON.stringify({
      id: "evt_stripe_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_1",
          object: "checkout.session",
          payment_status: "paid",
          status: "complete",
          payment_intent: "pi_1",
          metadata: { orderId: created.orderId },
        },
      },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" });
    expect(await handleStripeWebhook(deps, body, forged)).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(deps, body, null)).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(deps, body.replace("paid", "paid "), Stripe.webhooks.generateTestHeaderString({ payload: body, secret }))).toMatchObject({
      status: 400,
    });
    expect(await handle.db.select().from(paymentEvents)).toHaveLength(0);
    expect((await handle.db.select().from(orders))[0]!.status).toBe("pending");

    const signed = () => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    const answers = await Promise.all(Array.from({ length: 5 }, () => handleStripeWebhook(deps, Buffer.from(body), signed())));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body).sort()).toEqual(["duplicate", "duplicate", "duplicate", "duplicate", "paid"]);
    expect((await handle.db.select().from(orders))[0]).toMatchObject({ status: "paid", amountTotal: 248_500, currency: "EUR", providerPaymentId: "pi_1" });
    expect((await handle.db.select().from(outbox)).map((m) => m.kind)).toEqual(["payment.receipt"]);
  });

  it("refund and dispute events, signed, move the paid order forward once; a forged one changes nothing", async () => {
    const clock = testClock(new Date());
    const provider = createStripeProvider({ secretKey: "sk_test_data", webhookSecret: secret, api: standIn.api });
    const deps = { ...commerceDeps(handle, clock, provider), provider };
    const [paid] = await handle.db.select().from(orders);
    const send = (id: string, type: string, object: object, signingSecret = secret) => {
      const body = JSON.stringify({ id, object: "event", type, data: { object } });
      return handleStripeWebhook(deps, body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: signingSecret }));
    };
    const charge = (amountRefunded: number) => ({
      id: "ch_1",
      object: "charge",
      amount: 248_500,
      amount_refunded: amountRefunded,
      payment_intent: "pi_1",
      metadata: { orderId: paid!.id },
    });
    expect(await send("evt_forged", "charge.refunded", charge(248_500), "whsec_someone_else")).toMatchObject({ status: 400 });
    expect((await handle.db.select().from(orders))[0]).toMatchObject({ status: "paid", amountRefunded: 0 });

    expect(await send("evt_r1", "charge.refunded", charge(48_500))).toEqual({ status: 200, body: "partially_refunded" });
    expect(await send("evt_r1", "charge.refunded", charge(48_500))).toEqual({ status: 200, body: "duplicate" });
    // Disputes name the payment only: the order knows it from the completed event.
    const dispute = { id: "dp_1", object: "dispute", payment_intent: "pi_1", charge: "ch_1", amount: 200_000, status: "needs_response" };
    expect(await send("evt_d1", "charge.dispute.created", dispute)).toEqual({ status: 200, body: "disputed" });
    expect(await send("evt_d2", "charge.dispute.closed", { ...dispute, status: "lost" })).toEqual({ status: 200, body: "dispute_lost" });
    expect(await send("evt_r2", "charge.refunded", charge(248_500))).toEqual({ status: 200, body: "amount-recorded" });
    expect((await handle.db.select().from(orders))[0]).toMatchObject({ status: "dispute_lost", amountRefunded: 248_500 });
  });
});
