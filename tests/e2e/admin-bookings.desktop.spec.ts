import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker } from "../support/e2e";
import { waitForMail } from "../support/mailbox";
import { events, parseIcal } from "../support/ical-parse";

const ZONE = "Europe/Copenhagen";
const dayOf = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(at);
const hhmm = (at: Date) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: ZONE }).format(at);

// A sign-in (scrypt) and a few mails on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("the coach adds a free booking by hand, sends a reschedule link, and the client moves it: same event, higher SEQUENCE", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Phone ${marker("hand")}`;
  const email = `${marker("hand")}@example.dk`;
  // Weeks ahead, at 07:00 (before opening hours), each project (and each retry) on its own day.
  const day = dayOf(new Date(Date.now() + ((testInfo.project.name === "phone" ? 45 : 44) + testInfo.retry * 2) * 86_400_000));

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/calendar");
  await page.getByRole("link", { name: "Add a booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a booking" })).toBeVisible();
  await page.getByLabel("Client's name").fill(name);
  await page.getByLabel("Client's e-mail").fill(email);
  await page.getByLabel("Phone").fill("+45 12 34 56 78");
  await page.getByLabel("Kind").selectOption("coaching");
  await page.getByLabel("Date and time (Copenhagen)").fill(`${day}T07:00`);
  await page.getByLabel(/^Free/).check();
  await page.getByLabel("Message to the client").fill("As agreed on the phone.");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("add-booking.png"), fullPage: true });
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(page.getByRole("status")).toContainText(`${name},`);
  await expect(page.getByRole("status")).toContainText("is booked");
  const [confirmed] = await waitForMail(email, { marker: "Booking confirmed" });
  expect(confirmed!.text).toContain("As agreed on the phone.");
  const [first] = events(parseIcal(confirmed!.calendar, { crlf: false }));
  expect(hhmm(first!.start)).toBe("07:00");
  expect(first!.sequence).toBe(0);

  await page.getByRole("link", { name: "See it in the calendar" }).click();
  const line = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(line).toContainText("07:00–08:00");
  await expect(line).toContainText("Confirmed");
  await line.getByRole("button", { name: `Send link… to ${name} to choose a new time` }).click();
  const dialog = page.getByRole("dialog", { name: "Let the client choose a new time" });
  await dialog.getByLabel("Message to the client").fill("Something came up that morning.");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} has a link to choose a new time`);

  const [linkMail] = await waitForMail(email, { marker: "Choose a new time" });
  const link = /(https?:\/\/\S+\/booking\/reschedule\/[A-Za-z0-9_-]+)/.exec(linkMail!.text)![1]!;
  const client = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(link).pathname);
  await expect(clientPage.getByRole("heading", { level: 1, name: "Choose a new time" })).toBeVisible();
  await expectNoSeriousAxeViolations(clientPage);
  await clientPage.screenshot({ path: testInfo.outputPath("choose-new-time.png"), fullPage: true });
  // The latest free time (other tests book the early ones). The other width's run may take the
  // same time at the same moment: the page says so and offers what is left, so choose again.
  const movedHeading = clientPage.getByRole("heading", { level: 1, name: "Your booking is moved" });
  let newStart = new Date(0);
  for (let attempt = 0; attempt < 3 && !(await movedHeading.isVisible()); attempt++) {
    const choice = clientPage.getByRole("radio").last();
    const value = (await choice.getAttribute("value"))!;
    newStart = new Date(value);
    await choice.check();
    // Judged by the answer to this click: an earlier refusal's alert stays on the page until the
    // new answer is shown, so the page alone could pass for a refusal that has not happened.
    const answered = clientPage.waitForResponse((response) => response.request().method() === "POST");
    await clientPage.getByRole("button", { name: "Move my booking" }).click();
    if ((await (await answered).text()).includes("slot-taken")) {
      // Refused: the page says so and offers what is left, without the time just taken.
      await expect(clientPage.getByRole("alert")).toContainText("That time was just taken");
      await expect(clientPage.locator(`input[type="radio"][value="${value}"]`)).toHaveCount(0);
    } else break;
  }
  await expect(movedHeading).toBeVisible();
  await expect(clientPage.getByRole("status")).toContainText("An update for your calendar");
  // The link is used up.
  await clientPage.goto(new URL(link).pathname);
  await expect(clientPage.getByRole("status")).toContainText("A new time has already been chosen with this link.");
  await client.close();

  const [movedMail, ...more] = await waitForMail(email, { marker: "Booking moved" });
  expect(more).toEqual([]);
  const [moved] = events(parseIcal(movedMail!.calendar, { crlf: false }));
  expect(moved!.uid).toBe(first!.uid);
  expect(moved!.sequence).toBeGreaterThan(first!.sequence);
  expect(moved!.start.toISOString()).toBe(newStart.toISOString());

  await page.goto(`/admin/calendar?week=${dayOf(newStart)}`);
  const movedLine = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(movedLine).toContainText(`${hhmm(newStart)}–${hhmm(new Date(newStart.getTime() + 3_600_000))}`);
  await movedLine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("calendar-moved.png") });
});

test("the coach makes a calendar feed URL: it serves text/calendar that parses; turned off, it is gone", async ({ page }, testInfo) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/calendar-feed");
  await expect(page.getByRole("heading", { level: 1, name: "Calendar feed" })).toBeVisible();
  await page.getByRole("button", { name: /Make (a|a new) feed URL/ }).click();
  const url = await page.getByLabel(/Copy it into your calendar app/).inputValue();
  expect(url).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{20,}$/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("calendar-feed.png"), fullPage: true });

  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = parseIcal(await feed.text());
  for (const event of events(calendar)) expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());

  await page.getByRole("button", { name: "Turn the feed off" }).click();
  await expect(page.getByRole("status")).toContainText("The feed URL no longer works");
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});
