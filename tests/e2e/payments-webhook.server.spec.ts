import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import Stripe from "stripe";
import { baseURL } from "../../playwright.config";
import { freePort, startServerProcess, type ServerProcess, templateDataDir } from "./support/server-process";

// POST /webhooks/stripe against real servers: the raw body must reach signature checking
// untouched (nothing parses or limits it first) and Stripe's cross-site POST is not blocked.
test.describe.configure({ mode: "serial" });
// A fresh server's first start (database created, seeded) competes with the other worker's
// heavy server tests on a 2-core CI machine.
test.setTimeout(180_000);

const WEBHOOK_SECRET = "whsec_e2e_payments_webhook_secret";
const stripe = new Stripe("sk_test_e2e_not_a_real_key");

function event(id: string) {
  // Spacing and key order as Stripe sends them: a re-serialised body would fail the signature.
  return JSON.stringify(
    {
      id,
      object: "event",
      type: "checkout.session.completed",
      api_version: "2025-10-29.clover",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `cs_test_${id}`, object: "checkout.session", payment_status: "paid", status: "complete", metadata: {} } },
    },
    null,
    2,
  );
}

test("without Stripe keys (the test provider) the webhook is 404 and GET is refused", async () => {
  const post = await fetch(`${baseURL}/webhooks/stripe`, { method: "POST", body: event("evt_no_stripe"), headers: { "content-type": "application/json" } });
  expect(post.status).toBe(404);
  expect((await fetch(`${baseURL}/webhooks/stripe`)).status).toBe(405);
});

test.describe("with Stripe configured", () => {
  let server: ServerProcess | undefined;
  let dataDir = "";
  let port = 0;
  let url = "";

  test.beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}/webhooks/stripe`;
    dataDir = await templateDataDir("vocal-webhook-");
    server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "sk_test_e2e_not_a_real_key",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await server.healthy(port);
  });

  test.afterAll(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a correctly signed cross-site POST is accepted (200), the same event again too", async () => {
    const payload = event(`evt_e2e_${Date.now()}`);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signature,
      origin: "https://stripe.com",
      "user-agent": "Stripe/1.0",
    };
    const first = await fetch(url, { method: "POST", body: payload, headers });
    expect(first.status).toBe(200);
    const again = await fetch(url, { method: "POST", body: payload, headers });
    expect(again.status).toBe(200);
  });

  test("a wrong signature, a changed body or no signature is 400", async () => {
    const payload = event(`evt_e2e_bad_${Date.now()}`);
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await fetch(url, { method: "POST", body: payload, headers: { "stripe-signature": wrong } })).status).toBe(400);
    const right = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const changed = payload.replace('"paid"', '"unpaid"');
    expect((await fetch(url, { method: "POST", body: changed, headers: { "stripe-signature": right } })).status).toBe(400);
    expect((await fetch(url, { method: "POST", body: payload })).status).toBe(400);
  });

  test("the test checkout does not exist under Stripe", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/test-checkout/tcs_anything`)).status).toBe(404);
  });

  test("with Stripe test keys the landing page still offers 'Test $1 Payment'", async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("Test $1 Payment");
  });
});

test("with Stripe live keys the landing page has no 'Test $1 Payment'", async () => {
  const dataDir = await templateDataDir("vocal-live-");
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    STRIPE_SECRET_KEY: "sk_live_e2e_not_a_real_key",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  try {
    await server.healthy(port);
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain("Contact Us");
    expect(home).not.toContain("Test $1 Payment");
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
