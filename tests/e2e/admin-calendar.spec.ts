import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker, ownClientAddress } from "../support/e2e";

const ZONE = "Europe/Copenhagen";

test("the coach sees a new booking in her week, at her time, with its kind and payment; Today shows today's and tomorrow's sessions", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Calendar ${marker("cal")}`;
  const visitor = await browser.newContext();
  await ownClientAddress(visitor, testInfo);
  const { slots } = (await (await visitor.request.get("/api/booking?kind=coaching")).json()) as { slots: { start: string; end: string }[] };
  // The latest free slot (other tests book the early ones); a slot taken meanwhile moves one back.
  let booked: { start: string; end: string } | undefined;
  for (const slot of slots.slice(-6).reverse()) {
    const answer = await visitor.request.post("/api/booking", { data: { intent: "reserve", name, email: `${marker("cal")}@example.dk`, slot: slot.start } });
    if (((await answer.json()) as { ok: boolean }).ok) {
      booked = slot;
      break;
    }
  }
  await visitor.close();
  expect(booked).toBeDefined();

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tomorrow" })).toBeVisible();

  const day = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(booked!.start));
  const hhmm = (iso: string) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: ZONE }).format(new Date(iso));
  await page.goto(`/admin/calendar?week=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("region") })).toHaveCount(7);
  // The innermost item: the day's item holds it too.
  const line = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(line).toContainText(`${hhmm(booked!.start)}–${hhmm(booked!.end)}`);
  await expect(line).toContainText("Paid coaching");
  await expect(line).toContainText("Held");
  const dayTitle = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: ZONE }).format(new Date(booked!.start));
  await expect(page.getByRole("region", { name: dayTitle })).toContainText(name);
  await expectNoSeriousAxeViolations(page);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("calendar.png") });

  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d\d-\d\d$/);
  await expect(page.getByText(name)).toHaveCount(0);
  await page.getByRole("link", { name: "Previous week" }).click();
  await expect(line).toBeVisible();

  // The coach cancels it: the time is free again and the line says so.
  await line.getByRole("button", { name: `Cancel… the booking of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking" });
  await dialog.getByLabel("Message to the client").fill("I am ill that day.");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(`The booking of ${name} is cancelled.`);
  await expect(line).toContainText("Cancelled");
  await expect(line.getByRole("button", { name: /Cancel…/ })).toHaveCount(0);
  const free = (await (await page.request.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  expect(free.slots.map((s) => s.start)).toContain(booked!.start);
});
