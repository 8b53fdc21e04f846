import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db";
import { startGelatoStandIn } from "../support/gelato-stand-in";
import { openDatabase } from "~/db/client.server";
import { settingsValues } from "~/modules/settings/form-fields";
import { parseSettingsForm } from "~/modules/settings/settings-form";
import { createSiteSettingsStore, REFRESH_EVERY_MS, settingsFormVersion } from "~/modules/settings/settings.server";
import { CONTENT_CHECK_EVERY_MS } from "~/modules/site/content-version.server";
import { call, eventually, freePort, startInstance, startSink, type Instance, type Sink } from "./support";

// Two app instances behind no proxy, one PostgreSQL, hit alternately (issue 20): what one
// instance decides, the other must respect, and a job must not repeat the other's work.
// Run by `npm run test:instances` and `npm test` (after the build), on the PostgreSQL server
// scripts/with-postgres.sh starts.

const databaseUrl = await (async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("The instances tests need TEST_DATABASE_URL (run them through scripts/with-postgres.sh)");
  // A fresh database, migrated and seeded by the first instance to start; both share it.
  const handle = await createTestDatabase();
  return { url: handle.url!, close: () => handle.close() };
})();

let sink: Sink;
let gelato: Awaited<ReturnType<typeof startGelatoStandIn>>;
let instances: Instance[] = [];
const dataDirs: string[] = [];
let publicUrl = "";
const ADMIN = { email: "admin@instances.test", password: "instances-admin-passphrase" };

async function startBoth(extra: Record<string, string> = {}) {
  const shared = {
    DATABASE_URL: databaseUrl.url,
    SMTP_URL: sink.url,
    MAIL_RETRY_BASE_MS: "500",
    MAIL_LEASE_SECONDS: "5",
    TRUST_PROXY: "loopback",
    BETTER_AUTH_SECRET: "two-instances-share-this-secret-0123456789",
    GELATO_API_KEY: "gelato-instances-key",
    GELATO_API_URL: gelato.url,
    COACH_EMAIL: "coach@instances.test",
    DEMO_CONTENT: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
  const first = await startInstance({ ...shared, DATA_DIR: dataDir(), PUBLIC_URL: publicUrl });
  const second = await startInstance({ ...shared, DATA_DIR: dataDir(), PUBLIC_URL: publicUrl });
  instances = [first, second];
}

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "vocal-instance-"));
  dataDirs.push(dir);
  return dir;
}

const on = (n: number) => instances[n % instances.length]!;
const send = (n: number, path: string, init: Parameters<typeof call>[3] = {}) => call(on(n), publicUrl, path, init);
const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

function contactPost(n: number, from = ip(), tag = randomUUID().slice(0, 6)) {
  const name = `Visitor ${n} ${tag}`;
  return send(n, "/api/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
    body: new URLSearchParams({
      name,
      email: `visitor-${n}-${tag}@example.dk`,
      message: "Hej, jeg vil gerne høre mere.",
      source: "contact-page",
    }).toString(),
  });
}

beforeAll(async () => {
  sink = await startSink();
  gelato = await startGelatoStandIn({ apiKey: "gelato-instances-key" });
  // The address both instances name in links and accept as the origin of posts (as behind one load balancer).
  publicUrl = `http://localhost:${await freePort()}`;
  await startBoth();
}, 240_000);

afterAll(async () => {
  for (const instance of instances) instance.child.kill("SIGKILL");
  await sink?.close();
  await gelato?.close();
  await databaseUrl.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("two instances against one PostgreSQL", () => {
  it("a settings change saved elsewhere shows on both instances at their first request after a second (decision 036)", async () => {
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl.url });
    try {
      const store = createSiteSettingsStore({ db: () => handle.db });
      const current = await store.load();
      for (const n of [0, 1]) expect((await send(n, "/contact")).text).toContain(current.profile.phone);
      const form = parseSettingsForm({ ...settingsValues(current.profile, current.programmeRuns), phone: "+45 88 77 66 55" });
      if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
      expect(await store.save({ id: "instances-test", name: "Instances test" }, form.data, settingsFormVersion(current))).toMatchObject({
        ok: true,
        changed: ["phone"],
      });
      await new Promise((resolve) => setTimeout(resolve, REFRESH_EVERY_MS + 100));
      for (const n of [0, 1]) expect((await send(n, "/contact")).text).toContain("+45 88 77 66 55");
    } finally {
      await handle.close();
    }
  });

  it("a back-office write on one instance shows on the other's cached page at its first request after a second (decision 041)", async () => {
    const shop = (n: number) => send(n, "/shop", { headers: { "x-forwarded-for": ip() } });
    const signedIn = await send(0, "/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip() },
      body: new URLSearchParams(ADMIN).toString(),
    });
    const cookie = ([signedIn.headers["set-cookie"] ?? []].flat() as string[]).map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toContain("session_token");
    const product = async (intent: "activate" | "deactivate") => {
      const answer = await send(0, "/admin/products/tea-mug", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ intent }).toString(),
      });
      expect(answer.status).toBeLessThan(400);
    };
    try {
      for (const n of [0, 1]) {
        await shop(n);
        const cached = await shop(n);
        expect(cached.headers["x-render-cache"]).toBe("hit");
        expect(cached.text).toContain('"tea-mug"');
      }
      await product("deactivate");
      // The writing instance's own next request shows it at once.
      expect((await shop(0)).text).not.toContain('"tea-mug"');
      await new Promise((resolve) => setTimeout(resolve, CONTENT_CHECK_EVERY_MS + 50));
      const after = await shop(1);
      expect(after.text).not.toContain('"tea-mug"');
      expect(after.headers["x-render-cache"]).toBe("miss");
    } finally {
      await product("activate");
    }
  });

  it("50 simultaneous holds of one slot, alternating instances: one winner", async () => {
    const { slots } = JSON.parse((await send(0, "/api/booking?kind=coaching")).text) as { slots: { start: string }[] };
    const slot = slots.at(-1)!.start;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, n) => {
        const response = await send(n, "/api/booking", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip() },
          body: JSON.stringify({ intent: "reserve", name: `Holder ${n}`, email: `holder-${n}@example.dk`, slot }),
        });
        return JSON.parse(response.text) as { ok?: boolean };
      }),
    );
    expect(answers.filter((answer) => answer.ok === true)).toHaveLength(1);
  });

  it("30 contact posts give 30 messages to the coach and 30 confirmations, each sent once", async () => {
    const before = sink.accepted.length;
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, n) => contactPost(n).then((answer) => answer.status)));
    expect(statuses).toEqual(Array(30).fill(200));
    await eventually(
      () => sink.accepted.length - before,
      (count) => count >= 60,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 3_000)); // time for a second sending, were there one
    const mails = sink.accepted.slice(before);
    expect(mails).toHaveLength(60);
    const keys = mails.map((mail) => `${mail.envelopeTo.join(",")} ${mail.subject}`);
    expect(new Set(keys).size).toBe(60);
    expect(mails.filter((mail) => mail.envelopeTo.includes("coach@instances.test"))).toHaveLength(30);
  });

  it("a limit of N allows N in all, not N per instance", async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let n = 0; n < 14; n++) statuses.push((await contactPost(n, from)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("the cart's limit too: 140 changes from one address, alternating instances, 120 allowed in all", async () => {
    const from = ip();
    const answers = await Promise.all(
      Array.from({ length: 140 }, (_, n) =>
        send(n, "/api/cart", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": from },
          body: JSON.stringify({ intent: "add", productId: "tea-mug" }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(120);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it("10 paid print-on-demand orders give 10 submissions at Gelato, each once", async () => {
    const before = gelato.created.length;
    for (let n = 0; n < 10; n++) {
      const buyer = ip();
      const added = await send(n, "/api/cart", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": buyer },
        body: JSON.stringify({ intent: "add", productId: "tea-mug" }),
      });
      expect(added.status).toBe(200);
      const cookie = ([added.headers["set-cookie"] ?? []].flat() as string[]).map((c) => c.split(";")[0]).join("; ");
      const { cart } = JSON.parse(added.text) as { cart: { lines: { productId: string; unitAmount: number; quantity: number }[] } };
      const checkout = await send(n + 1, "/api/cart-checkout", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": buyer, cookie },
        body: JSON.stringify({
          idempotencyKey: `instances-${n}-${randomUUID()}`,
          shown: cart.lines.map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity })),
          email: `buyer-${n}@example.dk`,
        }),
      });
      const opened = JSON.parse(checkout.text) as { ok: boolean; url: string };
      expect(opened.ok).toBe(true);
      const paid = await send(n, new URL(opened.url).pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": buyer },
        body: new URLSearchParams({
          intent: "pay",
          name: `Buyer ${n}`,
          line1: "Nørregade 1",
          postalCode: "1165",
          city: "København K",
          country: "DK",
        }).toString(),
      });
      expect([302, 303]).toContain(paid.status);
    }
    // Both instances run the queue job (every 30 s): ten orders, each submitted once.
    const created = await eventually(
      () => gelato.created.slice(before),
      (orders) => orders.length >= 10,
      75_000,
    );
    await new Promise((r) => setTimeout(r, 2_000));
    expect(gelato.created.slice(before)).toHaveLength(10);
    expect(new Set(created.map((order) => order.orderReferenceId)).size).toBe(10);
  });

  it("a kill -9 of one instance while it sends mail loses nothing and sends nothing twice", async () => {
    for (const instance of instances) instance.child.kill("SIGKILL");
    await sink.close();
    sink = await startSink(300); // a slow mail server: the kill lands mid-send
    await startBoth();
    // Only this test's mails count (earlier tests' may still be on their way to the new sink).
    const tag = `kill${randomUUID().slice(0, 6)}`;
    const ours = () => sink.accepted.filter((mail) => mail.subject.includes(tag) || mail.envelopeTo.some((to) => to.includes(tag)));
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, n) => contactPost(n, ip(), tag).then((answer) => answer.status)));
    expect(statuses).toEqual(Array(10).fill(200));
    await eventually(
      () => ours().length,
      (count) => count >= 2,
      30_000,
    );
    on(0).child.kill("SIGKILL");
    // The survivor takes over what the dead one held once its lease (MAIL_LEASE_SECONDS) runs out.
    await eventually(
      () => ours().length,
      (count) => count >= 20,
      90_000,
    );
    await new Promise((r) => setTimeout(r, 6_000));
    const keys = ours().map((mail) => `${mail.envelopeTo.join(",")} ${mail.subject}`);
    expect(keys).toHaveLength(20);
    expect(new Set(keys).size).toBe(20);
  });
});
