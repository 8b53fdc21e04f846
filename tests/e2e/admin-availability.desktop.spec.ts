import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { ownClientAddress } from "../support/e2e";

const ZONE = "Europe/Copenhagen";
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

// The run shares one server with the booking specs: this spec blocks out only one afternoon, the
// first from the day after tomorrow that none of them has booked into (they take slots from the
// window's end and middle, and payments from its start),
// puts the holiday beyond the 7-day window, only ever adds opening hours, and gives everything
// back at the end. One project (desktop; the phone is a viewport).
test.describe.configure({ timeout: 120_000 });

/** "YYYY-MM-DD" of the Copenhagen day `offset` days after today. */
function localDay(offset: number): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date()).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset, 12)).toISOString().slice(0, 10);
}
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const localStart = (iso: string) => new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

async function dialogStarts(page: Page): Promise<string[]> {
  await page.goto("/courses/private-coaching");
  // A page of a context of its own: the fixture's wait for hydration, by hand.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("main").getByRole("link", { name: "Book Session" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book Session" });
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  const values = await dialog.getByRole("radio").evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  return values.map(localStart);
}

async function apiStarts(page: Page): Promise<string[]> {
  const { slots } = (await (await page.request.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  return slots.map((slot) => localStart(slot.start));
}

/** Blocks out a time; false when the server refused it because bookings are in it (nothing changed then). */
async function tryBlockOut(page: Page, from: string, to: string, label: string): Promise<boolean> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Block out", exact: true }) });
  await form.getByLabel(/^From/).fill(from);
  await form.getByLabel(/^To/).fill(to);
  await page.getByLabel("Label").fill(label);
  // Judged by the answer to this click: an earlier refusal's alert stays on the page until the new
  // answer shows, so the page alone could pass for a refusal that has not happened (and the block
  // then lands after the next day's was tried too).
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Block out", exact: true }).click();
  const refused = (await (await answered).text()).includes("there are bookings in that time");
  if (refused) await expect(page.getByRole("alert").filter({ hasText: "there are bookings in that time" })).toBeVisible();
  else await expect(page.getByRole("status").filter({ hasText: "Blocked out" })).toBeVisible();
  return !refused;
}

async function blockOut(page: Page, from: string, to: string, label: string) {
  expect(await tryBlockOut(page, from, to, label), `bookings in ${from}–${to}`).toBe(true);
}

test("the coach blocks out an afternoon and a holiday, changes the opening hours, and the booking dialog follows", async ({ page, browser }, testInfo) => {
  const visitor = await (await browser.newContext()).newPage();
  await ownClientAddress(visitor.context(), testInfo);
  // Other specs book slots meanwhile: what is asserted is the afternoon, every slot of it, and
  // that other days stay open.
  const afternoonOf = (day: string, starts: string[]) => starts.filter((start) => start.startsWith(day) && start >= `${day} 12:00`);
  const before = await dialogStarts(visitor);

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/availability");
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // A retry starts from what the failed attempt left behind: its block-outs go first.
  const leftover = page.getByRole("button", { name: /Remove the block-out .*(Dentist|Holiday)/ });
  while ((await leftover.count()) > 0) {
    const removed = page.waitForResponse((response) => response.request().method() === "POST");
    await leftover.first().click();
    await removed;
    await page.goto("/admin/availability");
  }

  // One afternoon: the dialog no longer offers it; the morning stays. The first afternoon from the
  // day after tomorrow that no other spec has booked into (the server refuses the others, unchanged).
  let blockDay: string | undefined;
  for (let offset = 2; offset <= 5 && !blockDay; offset++) {
    const day = localDay(offset);
    if (afternoonOf(day, before).length > 0 && (await tryBlockOut(page, `${day}T12:00`, `${day}T18:00`, "Dentist"))) blockDay = day;
  }
  if (!blockDay) throw new Error("every afternoon of the next days had a booking");
  const afterBlock = await dialogStarts(visitor);
  expect(afternoonOf(blockDay, afterBlock)).toEqual([]);
  expect(afterBlock.some((start) => start.startsWith(blockDay!) === false && start > blockDay!)).toBe(true);
  await page.goto(`/admin/calendar?week=${blockDay}`);
  await expect(page.getByRole("list", { name: "Blocked time" }).getByRole("listitem")).toContainText(["Blocked: 12:00–18:00, Dentist"]);

  // A two-week holiday entered once: one entry, fourteen days blocked on the calendar weeks.
  const [first, last] = [localDay(8), localDay(22)];
  await page.goto("/admin/availability");
  await blockOut(page, `${first}T00:00`, `${last}T00:00`, "Holiday");
  await expect(page.getByRole("list", { name: "Coming block-outs" }).getByRole("listitem")).toHaveCount(2);
  let holidayDays = 0;
  for (const week of [localDay(8), localDay(15), localDay(22)]) {
    await page.goto(`/admin/calendar?week=${week}`);
    holidayDays += await page.getByText("Blocked: all day, Holiday").count();
  }
  expect(holidayDays).toBe(14);

  // Opening hours: the day after tomorrow opens at 07:00 instead of 09:00, and the slots follow.
  const later = localDay(2);
  const from = page.getByLabel(`From (${weekdayOf(later)})`);
  await page.goto("/admin/availability");
  await expect(from).toHaveValue("09:00");
  await from.fill("07:00");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking settings saved. The booking dialog follows them from now on.");
  expect(await apiStarts(visitor)).toEqual(expect.arrayContaining([`${later} 07:00`, `${later} 08:00`]));

  // Settings that contradict each other are refused with the reason, and what was typed stays.
  await page.getByLabel("Notice period (hours)").fill("400");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(page.getByText("A notice of 400 hours is longer than the booking window of 7 days: nothing could be booked.")).toBeVisible();
  await expect(page.getByLabel("Notice period (hours)")).toHaveValue("400");
  await expect(page.getByLabel(`From (${weekdayOf(later)})`)).toHaveValue("07:00");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("availability-phone.png") });
  await page.getByText("Weekly opening hours").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("availability-phone-hours.png") });
  await page.getByText("Cancellation: private coaching").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("availability-phone-policy.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("availability-desktop.png"), fullPage: true });

  // Everything back as it was for the rest of the run.
  await page.goto("/admin/availability");
  await page.getByLabel(`From (${weekdayOf(later)})`).fill("09:00");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(page.getByRole("status")).toHaveText(/Booking settings saved/);
  expect(await apiStarts(visitor)).not.toContain(`${later} 08:00`);
  for (const label of ["Dentist", "Holiday"]) {
    await page.getByRole("button", { name: new RegExp(`Remove the block-out .*${label}`) }).click();
    await expect(page.getByRole("status")).toContainText(`Removed the block-out`);
  }
  expect(afternoonOf(blockDay, await dialogStarts(visitor)).length).toBeGreaterThan(0);
  await visitor.context().close();
});
