import { expect, test } from "./support/test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startServerProcess, type ServerProcess } from "./support/server-process";

// A site profile with an external scheduling link (the coach's option; the default profile has
// none, see booking-consultation.desktop.spec.ts): every 'Book Consultation' links out, and the site's
// own calendar takes no consultations, whatever a client posts to it.
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const schedulingUrl = "https://calendly.com/majaholm/consultation";
let server: ServerProcess | undefined;
let dataDir = "";
let origin = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vocal-consultation-"));
  writeFileSync(path.join(dataDir, "site-profile.json"), JSON.stringify({ schedulingUrl }));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: origin });
  await server.healthy(port);
});

test.afterAll(() => {
  server?.child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

for (const pagePath of ["/", "/book", "/contact"]) {
  test(`'Book Consultation' on ${pagePath} is the coach's external scheduling link`, async ({ page }) => {
    await page.goto(`${origin}${pagePath}`);
    const link = page.getByRole("main").getByRole("link", { name: "Book Consultation" }).first();
    await expect(link).toHaveAttribute("href", schedulingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });
}

test("the server refuses consultations while the link is set (403): nothing is held, and refused requests do not count", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: origin });
  const before = ((await (await api.get("/api/booking?kind=consultation")).json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
  expect(before.length).toBeGreaterThan(0);
  for (let n = 0; n < 5; n++) {
    const refused = await api.post("/api/booking", {
      data: { intent: "consultation", name: "Anyone", email: `anyone${n}@example.dk`, slot: before[n] },
    });
    expect(refused.status()).toBe(403);
    expect(refused.headers()["retry-after"]).toBeUndefined();
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: "Consultations are booked in our online calendar. Please use the 'Book Consultation' button on the website.",
    });
  }
  const after = ((await (await api.get("/api/booking?kind=consultation")).json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
  expect(after.slice(0, 5)).toEqual(before.slice(0, 5));
  // Paid coaching still runs in the site's calendar.
  const hold = await api.post("/api/booking", {
    data: { intent: "reserve", name: "Coaching", email: "coaching@example.dk", slot: before.find((s) => s.endsWith(":00:00.000Z")) },
  });
  expect(hold.status()).toBe(200);
  await api.dispose();
});
