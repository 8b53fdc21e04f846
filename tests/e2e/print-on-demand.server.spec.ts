import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freePort, startServerProcess, type ServerProcess } from "./support/server-process";
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
  const row = (id: string, product: string, name: string, podId: string, status: string, attempts: number, lastError: string | null, withAddress = true) => ({
    sql: `insert into pod_fulfilments (id, order_id, product_id, pod_product_id, product_name, quantity, currency, status, shipping_address, attempts, last_error)
          values ($1, 'pod-e2e-order-0001', $2, $3, $4, 1, 'DKK', $5, $6, $7, $8)`,
    params: [id, product, podId, name, status, withAddress ? JSON.stringify(address) : null, attempts, lastError],
  });
  const statements = [
    {
      sql: `insert into orders (id, status, email, items, amount_total, currency, provider, provider_session_id, idempotency_key, paid_at)
            values ('pod-e2e-order-0001', 'paid', 'ida@e2e.test', $1, 54700, 'DKK', 'test', 'tcs_pod_e2e', 'pod-e2e', now())`,
      params: [JSON.stringify([{ itemId: "tea-mug", name: "Honey & Tea Mug", quantity: 1, unitAmount: 14_900, currency: "DKK" }])],
    },
    row("pod-line-mug", "tea-mug", "Honey & Tea Mug", "gelato-mug-honey-tea", "failed", 8, "Gave up after 8 attempts: Gelato answered 503"),
    row("pod-line-hoodie", "studio-hoodie", "Studio Hoodie", "gelato-hoodie-studio", "needs-address", 0, null, false),
    row("pod-line-tee", "staff-lines-tee", "Staff Lines T-Shirt", "gelato-tee-staff-lines", "submitted", 1, null),
    { sql: `update pod_fulfilments set provider_order_id = 'gelato-earlier-7' where id = 'pod-line-tee'` },
  ];
  const result = spawnSync(process.execPath, ["tests/support/pglite-sql.mjs", dir], { input: JSON.stringify(statements), encoding: "utf8", timeout: 120_000 });
  if (result.status !== 0) throw new Error(`seeding the queue failed: ${result.stderr}`);
}

test.beforeAll(async () => {
  // The hook's own timeout (the file's test.setTimeout does not reach beforeAll).
  test.setTimeout(360_000);
  standIn = await startGelatoStandIn({ apiKey: API_KEY });
  dataDir = mkdtempSync(path.join(tmpdir(), "vocal-pod-"));
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
  const page = await fetch(`${origin}/admin`, { redirect: "manual" });
  expect(page.status).not.toBe(200);
  expect(await page.text()).not.toContain("Studio Hoodie");
  const post = await fetch(`${origin}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ intent: "pod-handled", lineId: "pod-line-hoodie" }),
  });
  expect(post.status).not.toBe(200);
});

test("the admin sees each line's status, attempts and last error, retries a failed one and marks one as handled", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, ADMIN);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Print on demand" });
  const lines = section.getByRole("list", { name: "Print-on-demand lines" }).getByRole("listitem");
  await expect(lines).toHaveCount(3);
  const mug = lines.filter({ hasText: "Honey & Tea Mug" });
  const hoodie = lines.filter({ hasText: "Studio Hoodie" });
  const tee = lines.filter({ hasText: "Staff Lines T-Shirt" });
  await expect(mug).toContainText("Status: Failed");
  await expect(mug).toContainText("8 attempts");
  await expect(mug).toContainText("Last error: Gave up after 8 attempts: Gelato answered 503");
  await expect(mug).toContainText("Order pod-e2e-");
  await expect(hoodie).toContainText("Status: Needs address");
  await expect(tee).toContainText("Status: Submitted");
  await expect(tee).toContainText("Gelato order gelato-earlier-7");
  await expect(tee.getByRole("button")).toHaveCount(0);
  await expect(hoodie.getByRole("button", { name: /Retry now/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await mug.getByRole("button", { name: "Retry now (Honey & Tea Mug)" }).click();
  await expect(section.getByRole("status")).toHaveText("Queued to be sent to Gelato again.");
  // 'Retry now' runs the worker at once: the stand-in gets the order and answers 201.
  await expect.poll(() => standIn.requests.length, { timeout: 40_000 }).toBe(1);
  const sent = standIn.requests[0]!;
  expect(sent.headers["x-api-key"]).toBe(API_KEY);
  expect(sent.body).toMatchObject({
    orderReferenceId: "pod-line-mug",
    items: [{ productUid: "gelato-mug-honey-tea", quantity: 1 }],
    shippingAddress: { firstName: "Ida", lastName: "Jensen", country: "DK" },
  });
  await expect
    .poll(
      async () => {
        await page.reload();
        return mug.textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("Status: Submitted");
  await expect(mug).toContainText("1 attempt");
  await expect(mug).toContainText("Gelato order gelato-order-1");

  await hoodie.getByRole("button", { name: "Mark as handled (Studio Hoodie)" }).click();
  await expect(section.getByRole("status")).toHaveText("Marked as handled.");
  await expect(hoodie).toContainText("Status: Handled by coach");
  await expect(hoodie.getByRole("button")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});
