import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freePort, startServerProcess, type ServerProcess, templateDataDir } from "./support/server-process";
import { signInAs } from "../support/accounts";
import { startGelatoStandIn } from "../support/gelato-stand-in";

// The print-on-demand section of /admin on its own server, whose worker talks to a local
// Gelato stand-in (GELATO_API_KEY / GELATO_API_URL). The queue rows are written into the
// server's embedded database while it is stopped: the shop checkout that produces them is
// another issue's (the payment path itself is proven in print-on-demand.data.test.ts).
test.describe.configure({ mode: "serial" });
// Two server starts (the first migrates and seeds) on a shared, busy machine.
test.setTimeout(360_000);

const ADMIN = { email: "pod-admin@e2e.test", password: "pod-admin-passphrase" };
const API_KEY = "gelato-e2e-key";
const address = { name: "Ida Jensen", line1: "Nørregade 1", city: "København K", postalCode: "1165", country: "DK", email: "ida@e2e.test" };

let server: ServerProcess | undefined;
let standIn: Awaited<ReturnType<typeof startGelatoStandIn>>;
let dataDir = "";
let origin = "";

/** Writes the queue into the stopped server's embedded database (through tests/support/pglite-sql.mjs). */
function seedQueue(dir: string) {
  const item = (productId: string, productName: string, podProductId: string, quantity = 1) => ({ productId, productName, podProductId, quantity });
  const row = (
    id: string,
    order: string,
    items: ReturnType<typeof item>[],
    status: string,
    attempts: number,
    lastError: string | null,
    withAddress = true,
  ) => ({
    sql: `insert into pod_fulfilments (id, order_id, items, currency, status, shipping_address, attempts, last_error)
          values ($1, $2, $3, 'DKK', $4, $5, $6, $7)`,
    params: [id, order, JSON.stringify(items), status, withAddress ? JSON.stringify(address) : null, attempts, lastError],
  });
  const statements = [
    {
      sql: `insert into orders (id, status, email, items, amount_total, currency, provider, provider_session_id, idempotency_key, paid_at)
            values ('pod-e2e-order-0001', 'paid', 'ida@e2e.test', $1, 124700, 'DKK', 'test', 'tcs_pod_e2e', 'pod-e2e', now())`,
      params: [
        JSON.stringify([
          { itemId: "tea-mug", name: "Honey & Tea Mug", quantity: 1, unitAmount: 14_900, currency: "DKK" },
          { itemId: "studio-hoodie", name: "Studio Hoodie", quantity: 2, unitAmount: 54_900, currency: "DKK" },
        ]),
      ],
    },
    // One Gelato order per paid order, with all its print-on-demand items (decision 020).
    row(
      "pod-order-mug-hoodie",
      "pod-e2e-order-0001",
      [item("tea-mug", "Honey & Tea Mug", "gelato-mug-honey-tea"), item("studio-hoodie", "Studio Hoodie", "gelato-hoodie-studio", 2)],
      "failed",
      8,
      "Gave up after 8 attempts: Gelato answered 503",
    ),
    row(
      "pod-order-staff-tee",
      "pod-e2e-order-0002",
      [item("staff-lines-tee", "Staff Lines T-Shirt", "gelato-tee-staff-lines")],
      "needs-address",
      0,
      null,
      false,
    ),
    row("pod-order-breathe-tee", "pod-e2e-order-0003", [item("breathe-sing-tee", "Breathe & Sing T-Shirt", "gelato-tee-breathe-sing")], "submitted", 1, null),
    { sql: `update pod_fulfilments set provider_order_id = 'gelato-earlier-7' where id = 'pod-order-breathe-tee'` },
    // The mug has a print file; the hoodie goes without one (the stand-in accepts that for it).
    { sql: `update products set print_file_url = 'https://prints.e2e.test/honey-tea-mug.pdf' where id = 'tea-mug'` },
  ];
  const result = spawnSync(process.execPath, ["tests/support/pglite-sql.mjs", dir], { input: JSON.stringify(statements), encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`seeding the queue failed: ${result.stderr}`);
}

test.beforeAll(async () => {
  // The hook's own timeout (the file's test.setTimeout does not reach beforeAll).
  test.setTimeout(360_000);
  standIn = await startGelatoStandIn({ apiKey: API_KEY });
  dataDir = await templateDataDir("vocal-pod-");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: origin,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    GELATO_API_KEY: API_KEY,
    GELATO_API_URL: standIn.url,
  };
  // First start migrates, seeds and creates the admin; then the queue is written while it is stopped.
  const setup = startServerProcess(env);
  await setup.healthy(port);
  setup.child.kill("SIGTERM");
  await setup.exited;
  seedQueue(dataDir);
  server = startServerProcess(env);
  await server.healthy(port);
});

test.afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a signed-out visitor can neither see nor change the queue", async () => {
  const page = await fetch(`${origin}/admin/print-on-demand`, { redirect: "manual" });
  expect(page.status).not.toBe(200);
  expect(await page.text()).not.toContain("Studio Hoodie");
  const post = await fetch(`${origin}/admin/print-on-demand`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ intent: "pod-handled", fulfilmentId: "pod-order-staff-tee" }),
  });
  expect(post.status).not.toBe(200);
});

test("the admin sees each Gelato order's items, status, attempts and last error, retries a failed one and marks one as handled", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, ADMIN);
  await page.goto("/admin/print-on-demand");
  const section = page.getByRole("region", { name: "Print on demand" });
  const orders = section.getByRole("list", { name: "Print-on-demand orders" }).locator(":scope > li");
  await expect(orders).toHaveCount(3);
  const mugAndHoodie = orders.filter({ hasText: "Honey & Tea Mug" });
  const staffTee = orders.filter({ hasText: "Staff Lines T-Shirt" });
  const breatheTee = orders.filter({ hasText: "Breathe & Sing T-Shirt" });
  await expect(mugAndHoodie.getByRole("list", { name: "Items" }).getByRole("listitem")).toHaveText([
    /Honey & Tea Mug × 1\s*gelato-mug-honey-tea/,
    /Studio Hoodie × 2\s*gelato-hoodie-studio/,
  ]);
  await expect(mugAndHoodie).toContainText("Status: Failed");
  await expect(mugAndHoodie).toContainText("8 attempts");
  await expect(mugAndHoodie).toContainText("Last error: Gave up after 8 attempts: Gelato answered 503");
  await expect(mugAndHoodie).toContainText("Order pod-e2e-");
  await expect(staffTee).toContainText("Status: Needs address");
  await expect(breatheTee).toContainText("Status: Submitted");
  await expect(breatheTee).toContainText("Gelato order gelato-earlier-7");
  await expect(breatheTee.getByRole("button")).toHaveCount(0);
  await expect(staffTee.getByRole("button", { name: /Retry now/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await mugAndHoodie.getByRole("button", { name: "Retry now (Honey & Tea Mug, Studio Hoodie)" }).click();
  await expect(section.getByRole("status")).toHaveText("Queued to be sent to Gelato again.");
  // 'Retry now' runs the worker at once: the stand-in gets one order with both items and answers 201.
  await expect.poll(() => standIn.requests.length, { timeout: 40_000 }).toBe(1);
  const sent = standIn.requests[0]!;
  expect(sent.headers["x-api-key"]).toBe(API_KEY);
  expect(sent.body).toMatchObject({
    orderReferenceId: "pod-order-mug-hoodie",
    customerReferenceId: "order-pod-e2e-order-0001",
    items: [
      {
        itemReferenceId: "pod-e2e-order-0001:tea-mug",
        productUid: "gelato-mug-honey-tea",
        quantity: 1,
        files: [{ type: "default", url: "https://prints.e2e.test/honey-tea-mug.pdf" }],
      },
      { itemReferenceId: "pod-e2e-order-0001:studio-hoodie", productUid: "gelato-hoodie-studio", quantity: 2 },
    ],
    shippingAddress: { firstName: "Ida", lastName: "Jensen", country: "DK" },
  });
  expect((sent.body.items as Record<string, unknown>[])[1]).not.toHaveProperty("files");
  await expect
    .poll(
      async () => {
        await page.reload();
        return mugAndHoodie.textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("Status: Submitted");
  await expect(mugAndHoodie).toContainText("1 attempt");
  await expect(mugAndHoodie).toContainText("Gelato order gelato-order-1");

  await staffTee.getByRole("button", { name: "Mark as handled (Staff Lines T-Shirt)" }).click();
  await expect(section.getByRole("status")).toHaveText("Marked as handled.");
  await expect(staffTee).toContainText("Status: Handled by coach");
  await expect(staffTee.getByRole("button")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
