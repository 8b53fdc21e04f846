import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker, ownClientAddress } from "../support/e2e";
import { waitForMail } from "../support/mailbox";

const ZONE = "Europe/Copenhagen";

// Two accounts' sign-ins (scrypt) and a payment on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("the coach sees a new booking in her week, at her time, with its kind and state, and cancels it; Today shows today's and tomorrow's sessions", async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tomorrow" })).toBeVisible();

  // A hold lasts 20 seconds on the test server: reserved now, looked at and cancelled at once.
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

  const day = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(booked!.start));
  await page.goto(`/admin/calendar?week=${day}`);
  // A visitor's unpaid hold is not a booking (decision 067): not in her week, no "Cancel…".
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // A session she adds by hand that day (before opening, a minute of its own) is.
  const seed = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const at = `05:${String((seed % 12) * 5).padStart(2, "0")}`;
  await page.goto("/admin/calendar/new");
  await page.getByLabel("Client's name").fill(name);
  await page.getByLabel("Client's e-mail").fill(`${marker("cal")}@example.dk`);
  await page.getByLabel("Date and time (Copenhagen)").fill(`${day}T${at}`);
  await page.getByLabel(/^Free/).check();
  await page.getByRole("button", { name: "Add booking" }).click();
  await page.getByRole("link", { name: "See it in the calendar" }).click();
  // The innermost item: the day's item holds it too.
  const line = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(line).toContainText(`${at}–`);
  await expect(line).toContainText("Paid coaching");
  await expect(line).toContainText("Confirmed");
  await line.getByRole("button", { name: `Cancel… the booking of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking" });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(`The booking of ${name} is cancelled.`);
  await expect(line).toContainText("Cancelled");
  await expect(line.getByRole("button", { name: /Cancel…/ })).toHaveCount(0);

  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("region") })).toHaveCount(7);
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
});

test("a paid session: the coach moves it (the client's calendar file moves the same event), then cancels it with a partial refund in one e-mail", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Paid ${marker("calpay")}`;
  const email = `${marker("calpay")}@example.dk`;
  const visitor = await browser.newContext();
  await ownClientAddress(visitor, testInfo);
  const visitorPage = await visitor.newPage();
  const { slots } = (await (await visitor.request.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  let hold: { holdToken: string; start: string } | undefined;
  for (const slot of slots.slice(-12, -6).reverse()) {
    const answer = (await (await visitor.request.post("/api/booking", { data: { intent: "reserve", name, email, slot: slot.start } })).json()) as {
      ok: boolean;
      holdToken: string;
      start: string;
    };
    if (answer.ok) {
      hold = answer;
      break;
    }
  }
  expect(hold).toBeDefined();
  const pay = (await (
    await visitor.request.post("/api/booking", { data: { intent: "go-to-payment", holdToken: hold!.holdToken, idempotencyKey: `key-${marker("k")}` } })
  ).json()) as { url: string };
  await visitorPage.goto(pay.url);
  // A page of its own context: Playwright's goto, not the fixture's, so wait for hydration here.
  await visitorPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await visitorPage.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(visitorPage).toHaveURL(/\/payment-success\?/);
  await visitor.close();

  await signInAs(page, E2E_ADMIN);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(hold!.start));
  await page.goto(`/admin/calendar?week=${day}`);
  const line = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(line).toContainText("Confirmed");
  await expect(line).toContainText("Paid DKK 1,950.00");

  // Moved out of opening hours the same day (each project its own hour: both may share a day).
  const hour = testInfo.project.name === "phone" ? "06" : "21";
  const next = `${String(Number(hour) + 1).padStart(2, "0")}:00`;
  await line.getByRole("button", { name: `Move… the session of ${name}` }).click();
  const move = page.getByRole("dialog", { name: "Move this session" });
  await move.getByLabel("New date and time (Copenhagen)").fill(`${day}T${hour}:00`);
  await move.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByRole("status")).toContainText(`Moved the session of ${name}`);
  await expect(line).toContainText(`${hour}:00–${next}`);
  const [moved] = await waitForMail(email, { marker: "Booking moved" });
  expect(moved!.calendar).toContain("METHOD:REQUEST");
  expect(moved!.calendar).toMatch(/SEQUENCE:[1-9]/);

  // Cancelled with DKK 500 of 1.950 back: one e-mail holds the cancelling invite and the refund.
  await line.getByRole("button", { name: `Cancel… the booking of ${name}` }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking" });
  await cancel.getByLabel("Refund (DKK)").fill("500");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("status")).toHaveText(`The booking of ${name} is cancelled and refunded DKK 500.00.`);
  await expect(line).toContainText("Cancelled");
  await expect(line).toContainText("DKK 500.00 refunded");
  const [cancelled] = await waitForMail(email, { marker: "Booking cancelled" });
  expect(cancelled!.calendar).toContain("METHOD:CANCEL");
  expect(cancelled!.text).toContain("DKK 500.00 is refunded");
});
