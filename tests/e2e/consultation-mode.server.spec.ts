import { expect, test } from "./support/test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freePort, startServerProcess, type ServerProcess } from "./support/server-process";

// A site profile without an external scheduling link: every 'Book Consultation' opens the
// site's own booking dialog in consultation mode (free, 30 minutes, no hold, no payment).
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let server: ServerProcess | undefined;
let dataDir = "";
let origin = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vocal-consultation-"));
  writeFileSync(path.join(dataDir, "site-profile.json"), JSON.stringify({ schedulingUrl: "" }));
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
  test(`'Book Consultation' on ${pagePath} is the site's own dialog, not an external link`, async ({ page }) => {
    await page.goto(`${origin}${pagePath}`);
    const trigger = page.getByRole("main").getByRole("link", { name: "Book Consultation" }).first();
    // Before JavaScript it leads to /book, whose page has the same form.
    await expect(trigger).toHaveAttribute("href", "/book");
    await expect(trigger).not.toHaveAttribute("target", "_blank");
    await expect(page.locator('a[href^="https://calendly.com"]')).toHaveCount(0);
  });
}

test("the landing page's consultation dialog books a free 30-minute call: 'Booking received!'", async ({ page }) => {
  await page.goto(origin);
  await page.getByRole("main").getByRole("link", { name: "Book Consultation" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book Consultation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole("button", { name: "Book Consultation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill all fields and pick a slot.");

  await dialog.getByRole("textbox", { name: "Name" }).fill("Consultation Visitor");
  await dialog.getByRole("textbox", { name: "Email" }).fill("consultation.visitor@example.dk");
  const radio = dialog.getByRole("radio").last();
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  const booked = await radio.getAttribute("value");
  await dialog.getByRole("button", { name: "Book Consultation" }).click();
  await expect(dialog.getByText("Booking received!")).toBeVisible();

  // The booked half hour is gone from the calendar.
  const { slots } = (await (await fetch(`${origin}/api/booking?kind=consultation`)).json()) as { slots: { start: string }[] };
  expect(booked).toBeTruthy();
  expect(slots.map((slot) => slot.start)).not.toContain(booked);
});
