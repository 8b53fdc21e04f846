import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeStandIn, type RecordedRequest, type StandInReply } from "../../../tests/support/stripe-stand-in";
import { PaymentProviderError } from "./provider";
import { SHIPPING_COUNTRY_CODES } from "./shipping";
import { createStripeProvider } from "./stripe-provider.server";

const webhookSecret = "whsec_test_secret";
let reply: (request: RecordedRequest) => StandInReply;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let provider: ReturnType<typeof createStripeProvider>;

const session = (fields: Partial<Stripe.Checkout.Session> = {}) => ({
  id: "cs_test_1",
  object: "checkout.session",
  url: "https://checkout.stripe.com/c/pay/cs_test_1",
  status: "open",
  payment_status: "unpaid",
  amount_total: 6_850_000,
  currency: "dkk",
  metadata: { orderId: "order-1" },
  client_reference_id: "order-1",
  payment_intent: null,
  ...fields,
});

beforeAll(async () => {
  standIn = await startStripeStandIn((request) => reply(request));
  provider = createStripeProvider({ secretKey: "sk_test_123", webhookSecret, api: standIn.api });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  reply = () => ({ status: 200, body: session() });
});

describe("Stripe Checkout provider (against a local stand-in for api.stripe.com)", () => {
  it("creates a session form-encoded with our amount, currency, metadata, URLs, expiry and the idempotency key", async () => {
    const expiresAt = new Date("2026-11-23T12:00:00Z");
    const created = await provider.createCheckout({
      orderId: "order-1",
      items: [{ itemId: "celebrity-vocal-experience", name: "Celebrity Vocal Experience", quantity: 1, unitAmount: 6_850_000, currency: "DKK" }],
      currency: "DKK",
      customerEmail: "ida@example.dk",
      successUrl: "https://site.example/payment-success?order=order-1",
      cancelUrl: "https://site.example/courses",
      expiresAt,
      idempotencyKey: "key-abc",
    });
    expect(created).toEqual({ sessionId: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    const [request] = standIn.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/v1/checkout/sessions");
    expect(request!.headers["idempotency-key"]).toBe("key-abc");
    expect(request!.headers.authorization).toBe("Bearer sk_test_123");
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "dkk",
      "line_items[0][price_data][unit_amount]": "6850000",
      "line_items[0][price_data][product_data][name]": "Celebrity Vocal Experience",
      "metadata[orderId]": "order-1",
      client_reference_id: "order-1",
      customer_email: "ida@example.dk",
      success_url: "https://site.example/payment-success?order=order-1",
      cancel_url: "https://site.example/courses",
      expires_at: String(expiresAt.getTime() / 1000),
    });
    // A course sells no goods: no address is asked for.
    expect(Object.keys(form).filter((name) => name.startsWith("shipping_address_collection"))).toEqual([]);
  });

  it("asks a shop checkout for a shipping address in the countries we ship to", async () => {
    await provider.createCheckout({
      orderId: "order-2",
      items: [{ itemId: "mic-1", name: "Microphone", quantity: 2, unitAmount: 99_500, currency: "DKK" }],
      currency: "DKK",
      customerEmail: "ida@example.dk",
      successUrl: "https://site.example/payment-success?order=order-2",
      cancelUrl: "https://site.example/shop",
      expiresAt: new Date("2026-11-23T12:00:00Z"),
      idempotencyKey: "key-cart",
      collectShipping: true,
    });
    const form = [...standIn.requests[0]!.form];
    const countries = form.filter(([name]) => name.startsWith("shipping_address_collection[allowed_countries]")).map(([, value]) => value);
    expect(countries).toEqual([...SHIPPING_COUNTRY_CODES]);
    for (const code of ["DK", "SE", "DE", "GB", "NO", "CH", "US"]) expect(countries).toContain(code);
  });

  it("shows what is paid: each line's description, the VAT and the terms beside Pay, and a free shipping rate only for posted goods", async () => {
    const base = {
      currency: "DKK",
      successUrl: "https://site.example/payment-success?order=o",
      cancelUrl: "https://site.example/courses/private-coaching?checkout=cancelled&order=o",
      expiresAt: new Date("2026-11-23T12:00:00Z"),
      termsUrl: "https://site.example/terms-of-service",
      cancellationPolicyUrl: "https://site.example/terms-of-service#cancellation",
    };
    const when = "Thursday 3 December 2026, 14:00–15:00 (60 min), Copenhagen time";
    await provider.createCheckout({
      ...base,
      orderId: "order-session",
      items: [{ itemId: "private-coaching", name: "Private Coaching", description: when, quantity: 1, unitAmount: 195_000, currency: "DKK" }],
      idempotencyKey: "key-session",
    });
    const session = Object.fromEntries(standIn.requests[0]!.form);
    expect(session["line_items[0][price_data][product_data][description]"]).toBe(when);
    expect(session["custom_text[submit][message]"]).toBe(
      "Prices include 25 % VAT (moms). By paying you accept our [Terms of Service](https://site.example/terms-of-service) and [cancellation policy](https://site.example/terms-of-service#cancellation).",
    );
    expect(Object.keys(session).filter((name) => name.startsWith("shipping_"))).toEqual([]);

    standIn.requests.length = 0;
    await provider.createCheckout({
      ...base,
      orderId: "order-cart",
      items: [
        { itemId: "mic-1", name: "Microphone", quantity: 2, unitAmount: 99_500, currency: "DKK" },
        { itemId: "mug-1", name: "Mug", quantity: 1, unitAmount: 12_500, currency: "DKK" },
      ],
      idempotencyKey: "key-cart-2",
      collectShipping: true,
    });
    const cart = Object.fromEntries(standIn.requests[0]!.form);
    expect(cart).toMatchObject({
      "line_items[0][quantity]": "2",
      "line_items[1][quantity]": "1",
      "shipping_options[0][shipping_rate_data][display_name]": "Free shipping",
      "shipping_options[0][shipping_rate_data][type]": "fixed_amount",
      "shipping_options[0][shipping_rate_data][fixed_amount][amount]": "0",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "dkk",
    });
    // A line without a description sends none (Stripe refuses an empty one).
    expect(Object.keys(cart).filter((name) => name.endsWith("[description]"))).toEqual([]);
    expect(cart["custom_text[submit][message]"]).toContain("25 % VAT (moms)");
  });

  it("opens a Danish journey's checkout in Danish (locale da, Danish fine print); any other leaves the locale to Stripe", async () => {
    const request = {
      orderId: "order-da",
      items: [{ itemId: "private-coaching", name: "Private Coaching", quantity: 1, unitAmount: 195_000, currency: "DKK" }],
      currency: "DKK",
      successUrl: "https://site.example/payment-success?order=order-da",
      cancelUrl: "https://site.example/courses/private-coaching",
      expiresAt: new Date("2026-11-23T12:00:00Z"),
      idempotencyKey: "key-da",
      termsUrl: "https://site.example/terms-of-service",
      cancellationPolicyUrl: "https://site.example/terms-of-service#cancellation",
    };
    await provider.createCheckout({ ...request, language: "da" });
    const danish = Object.fromEntries(standIn.requests[0]!.form);
    expect(danish.locale).toBe("da");
    expect(danish["custom_text[submit][message]"]).toBe(
      "Priserne er inkl. 25 % moms. Ved at betale accepterer du vores [handelsbetingelser](https://site.example/terms-of-service) og [afbestillingsregler](https://site.example/terms-of-service#cancellation).",
    );

    standIn.requests.length = 0;
    await provider.createCheckout({ ...request, idempotencyKey: "key-en", language: "en" });
    const english = Object.fromEntries(standIn.requests[0]!.form);
    expect(english.locale).toBeUndefined();
    expect(english["custom_text[submit][message]"]).toContain("By paying you accept our");
  });

  it("turns a Stripe error into a PaymentProviderError with its code", async () => {
    reply = () => ({ status: 400, body: { error: { type: "invalid_request_error", code: "parameter_invalid_integer", message: "Invalid integer" } } });
    const attempt = provider.createCheckout({
      orderId: "o",
      items: [{ itemId: "x", name: "X", quantity: 1, unitAmount: 1, currency: "DKK" }],
      currency: "DKK",
      successUrl: "https://s/ok",
      cancelUrl: "https://s/no",
      expiresAt: new Date(),
      idempotencyKey: "k",
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toMatchObject({ code: "parameter_invalid_integer" });
  });

  it("retrieves, expires, refunds by payment intent and lists paid sessions", async () => {
    reply = (request) => {
      if (request.path === "/v1/checkout/sessions/cs_test_1/expire") return { status: 200, body: session({ status: "expired" }) };
      if (request.path === "/v1/refunds") return { status: 200, body: { id: "re_1", object: "refund", status: "succeeded", amount: 2500 } };
      if (request.path === "/v1/checkout/sessions" && request.method === "GET") {
        return {
          status: 200,
          body: {
            object: "list",
            has_more: false,
            url: "/v1/checkout/sessions",
            data: [
              session({ id: "cs_paid", status: "complete", payment_status: "paid" }),
              session({ id: "cs_unpaid", status: "complete", payment_status: "unpaid" }),
            ],
          },
        };
      }
      return { status: 200, body: session({ status: "complete", payment_status: "paid", payment_intent: "pi_9" }) };
    };
    expect(await provider.retrieve("cs_test_1")).toMatchObject({
      id: "cs_test_1",
      status: "complete",
      paymentStatus: "paid",
      orderId: "order-1",
      currency: "DKK",
    });
    expect(await provider.expire("cs_test_1")).toBe(true);
    expect(await provider.refund({ sessionId: "cs_test_1", amount: 2500, orderId: "order-1", refundId: "rf-1", idempotencyKey: "refund-rf-1" })).toEqual({
      providerRefundId: "re_1",
      status: "succeeded",
    });
    const refund = standIn.requests.find((r) => r.path === "/v1/refunds")!;
    expect(refund.form.get("payment_intent")).toBe("pi_9");
    expect(refund.form.get("amount")).toBe("2500");
    expect(refund.form.get("metadata[orderId]")).toBe("order-1");
    expect(refund.form.get("metadata[refundId]")).toBe("rf-1");
    expect(refund.headers["idempotency-key"]).toBe("refund-rf-1");
    // A payment id known from the completed event saves the session look-up.
    const before = standIn.requests.length;
    await provider.refund({ sessionId: "cs_test_1", paymentId: "pi_known", amount: 100, orderId: "order-1", refundId: "rf-2", idempotencyKey: "refund-rf-2" });
    expect(standIn.requests.slice(before).map((r) => r.path)).toEqual(["/v1/refunds"]);
    expect(standIn.requests.at(-1)!.form.get("payment_intent")).toBe("pi_known");
    const paid = await provider.listPaidSessions(new Date("2026-11-20T00:00:00Z"));
    expect(paid.map((s) => s.id)).toEqual(["cs_paid"]);
    const list = standIn.requests.find((r) => r.method === "GET" && r.path === "/v1/checkout/sessions")!;
    expect(list.form.get("status")).toBe("complete");
    expect(list.form.get("created[gte]")).toBe(String(Date.UTC(2026, 10, 20) / 1000));
  });

  it("says false when a session can no longer be expired", async () => {
    reply = () => ({ status: 400, body: { error: { type: "invalid_request_error", message: "Only open sessions can be expired" } } });
    expect(await provider.expire("cs_done")).toBe(false);
  });
});

describe("Stripe webhooks", () => {
  const payload = (type: string, object: object) => JSON.stringify({ id: "evt_1", object: "event", type, data: { object } });

  it("accepts a correctly signed event and maps it to our event kinds", () => {
    const body = payload("checkout.session.completed", session({ status: "complete", payment_status: "paid" }));
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
    expect(provider.parseWebhook(body, header)).toEqual({
      provider: "stripe",
      eventId: "evt_1",
      type: "checkout.session.completed",
      kind: "completed",
      sessionId: "cs_test_1",
      orderId: "order-1",
      paymentStatus: "paid",
      paymentId: undefined,
      shippingAddress: undefined,
    });
    for (const [type, kind] of [
      ["checkout.session.async_payment_succeeded", "async_succeeded"],
      ["checkout.session.async_payment_failed", "async_failed"],
      ["checkout.session.expired", "expired"],
      ["customer.created", "ignored"],
    ]) {
      const other = payload(type!, session());
      expect(provider.parseWebhook(other, Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret })).kind).toBe(kind);
    }
  });

  it("reads refunds and disputes, signature-checked, by the payment they name", () => {
    const parse = (type: string, object: object) => {
      const body = payload(type, object);
      return provider.parseWebhook(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }));
    };
    const charge = { id: "ch_1", object: "charge", amount: 10_000, amount_refunded: 2_500, payment_intent: "pi_9", metadata: { orderId: "order-1" } };
    expect(parse("charge.refunded", charge)).toEqual({
      provider: "stripe",
      eventId: "evt_1",
      type: "charge.refunded",
      kind: "refunded",
      orderId: "order-1",
      paymentId: "pi_9",
      amountRefunded: 2_500,
    });
    // A charge without our metadata (made before it was set) is still found by its payment.
    expect(parse("charge.refunded", { ...charge, metadata: {} })).toMatchObject({ orderId: undefined, paymentId: "pi_9" });
    const refund = {
      id: "re_1",
      object: "refund",
      amount: 2_500,
      status: "succeeded",
      payment_intent: "pi_9",
      metadata: { orderId: "order-1", refundId: "rf-1" },
    };
    expect(parse("refund.updated", refund)).toMatchObject({
      kind: "refund_updated",
      orderId: "order-1",
      paymentId: "pi_9",
      refund: { providerRefundId: "re_1", status: "succeeded", refundId: "rf-1" },
    });
    expect(parse("charge.refund.updated", { ...refund, status: "failed" }).refund).toMatchObject({ status: "failed" });
    expect(parse("refund.updated", { ...refund, status: "canceled" }).refund).toMatchObject({ status: "failed" });
    const dispute = { id: "dp_1", object: "dispute", charge: "ch_1", payment_intent: "pi_9", amount: 10_000, status: "needs_response" };
    expect(parse("charge.dispute.created", dispute)).toMatchObject({ kind: "dispute_opened", paymentId: "pi_9" });
    expect(parse("charge.dispute.closed", { ...dispute, status: "lost" })).toMatchObject({ kind: "dispute_closed", disputeWon: false });
    expect(parse("charge.dispute.closed", { ...dispute, status: "won" })).toMatchObject({ kind: "dispute_closed", disputeWon: true });
    // Forged: the same refund event signed with another secret changes nothing.
    const body = payload("charge.refunded", charge);
    expect(() => provider.parseWebhook(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_other" }))).toThrow(PaymentProviderError);
  });

  it("carries the shipping address Checkout collected (print-on-demand, decision 018), and none when it is incomplete", () => {
    const shipping = {
      name: "Ida Jensen",
      address: { line1: "Nørregade 1", line2: null, city: "København K", postal_code: "1165", country: "DK", state: null },
    };
    const completed = (collected: object | null) =>
      session({
        status: "complete",
        payment_status: "paid",
        collected_information: collected,
        customer_details: { email: "ida@example.dk", phone: "+45 12 34 56 78" },
      } as unknown as Partial<Stripe.Checkout.Session>);
    const parse = (object: object) => {
      const body = payload("checkout.session.completed", object);
      return provider.parseWebhook(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }));
    };
    expect(parse(completed({ shipping_details: shipping })).shippingAddress).toEqual({
      name: "Ida Jensen",
      line1: "Nørregade 1",
      line2: undefined,
      city: "København K",
      postalCode: "1165",
      country: "DK",
      state: undefined,
      email: "ida@example.dk",
      phone: "+45 12 34 56 78",
    });
    expect(parse(completed({ shipping_details: { ...shipping, address: { ...shipping.address, postal_code: null } } })).shippingAddress).toBeUndefined();
    expect(parse(completed(null)).shippingAddress).toBeUndefined();
  });

  it("carries the e-mail the buyer gave on Stripe's page (a guest's receipt address), on the event and the retrieved session", async () => {
    const body = payload(
      "checkout.session.completed",
      session({ status: "complete", payment_status: "paid", customer_details: { email: "guest@example.dk" } } as unknown as Partial<Stripe.Checkout.Session>),
    );
    expect(provider.parseWebhook(body, Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret })).customerEmail).toBe(
      "guest@example.dk",
    );
    reply = () => ({ status: 200, body: session({ customer_details: { email: "guest@example.dk" } } as unknown as Partial<Stripe.Checkout.Session>) });
    expect((await provider.retrieve("cs_test_1")).customerEmail).toBe("guest@example.dk");
  });

  it.each([
    ["a missing signature", () => undefined],
    ["a signature made with another secret", (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_other" })],
    ["a signature over another body", () => Stripe.webhooks.generateTestHeaderString({ payload: "{}", secret: webhookSecret })],
    [
      "a signature older than five minutes",
      (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ],
    ["garbage", () => "t=1,v1=nonsense"],
  ])("refuses %s", (_label, sign) => {
    const body = payload("checkout.session.completed", session({ payment_status: "paid" }));
    expect(() => provider.parseWebhook(body, sign(body))).toThrow(PaymentProviderError);
  });

  it("knows test keys from live ones", () => {
    expect(provider.testMode).toBe(true);
    expect(createStripeProvider({ secretKey: "sk_live_1", webhookSecret }).testMode).toBe(false);
  });
});
