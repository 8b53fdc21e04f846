import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { COACH_EMAIL, readMailbox, waitForMail } from "../support/mailbox";
import { marker, ownClientAddress } from "../support/e2e";
import { expectNoSeriousAxeViolations } from "./support/axe";

// The free consultation in the site's own calendar (the default profile has no external
// scheduling link): asked for in the dialog, held until the visitor confirms from the e-mail,
// then booked. The e-mail server sets BOOKING_HOLD_SECONDS=20 (scripts/e2e-server.mjs), so an
// unconfirmed request lapses in 20 s.

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

type Slots = { slots: { start: string }[] };
const consultationSlots = async (page: Page) => ((await (await page.request.get("/api/booking?kind=consultation")).json()) as Slots).slots.map((s) => s.start);
const coachingSlots = async (page: Page) => ((await (await page.request.get("/api/booking?kind=coaching")).json()) as Slots).slots.map((s) => s.start);
const confirmLink = (text: string) => /https?:\/\/[^\s"<>]+\/booking\/confirm\/[A-Za-z0-9_-]+/.exec(text)?.[0];

/** A consultation slot in the middle of the week (the coaching tests take theirs from the ends), `offset` half hours on. */
async function pickSlot(dialog: Locator, offset: number) {
  const radios = dialog.getByRole("radio");
  const count = await radios.count();
  const radio = radios.nth(Math.min(count - 1, Math.floor(count / 2) + offset));
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  return (await radio.getAttribute("value"))!;
}

async function requestInDialog(dialog: Locator, name: string, email: string, offset: number) {
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  const start = await pickSlot(dialog, offset);
  await dialog.getByRole("button", { name: "Book Consultation" }).click();
  await expect(dialog.getByText("Check your e-mail")).toBeVisible();
  return start;
}

test("the hero's 'Book Consultation': request → 'Check your e-mail' → the time is held from others → confirmed on the page the e-mail links to → booking with invites, cancellable", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `${marker("consult")}@example.dk`;
  const typed = marker("typed");
  await page.goto("/");
  await page.locator("section#home").getByRole("link", { name: "Book Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Consultation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  await expect(dialog).toContainText("we e-mail you a link to confirm it");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Book Consultation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill all fields and pick a slot.");
  await page.screenshot({ path: testInfo.outputPath("dialog-form.png") });

  // The name carries a double quote, which once broke the calendar invite (invite.test.ts).
  const start = await requestInDialog(dialog, `Ida "${typed}" Berg`, email, testInfo.project.name === "phone" ? 0 : 4);
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("within 20 seconds");
  await page.screenshot({ path: testInfo.outputPath("dialog-check-email.png") });

  // Held: offered to nobody else, neither as a consultation nor as the coaching hour around it.
  expect(await consultationSlots(page)).not.toContain(start);
  const hour = new Date(Math.floor(Date.parse(start) / 3_600_000) * 3_600_000).toISOString();
  expect(await coachingSlots(page)).not.toContain(hour);
  const other = await browser.newContext();
  await ownClientAddress(other, testInfo);
  const taken = await other.request.post("/api/booking", {
    data: { intent: "consultation", name: "Other", email: `${marker("other")}@example.dk`, slot: start },
  });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ ok: false, error: "That time was just taken. Please pick another." });
  await other.close();

  // One mail: a plain request to confirm, with nothing the visitor typed and no invite.
  const [request] = await waitForMail(email);
  expect(request!.subject).toBe("Please confirm your free consultation");
  expect(request!.text).toMatch(/^Hello,/);
  expect(request!.raw).not.toContain(typed);
  expect(request!.raw).not.toContain("text/calendar");
  const link = confirmLink(request!.text);
  expect(link).toBeTruthy();

  // Opening the link books nothing: the page says what it confirms; its button does.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your consultation" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Free Consultation");
  await expect(page.getByRole("main")).toContainText("30 minutes");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.screenshot({ path: testInfo.outputPath("confirm-page.png"), fullPage: true });
  expect(readMailbox().filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
  await page.getByRole("button", { name: "Confirm consultation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed!" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("confirm-page-confirmed.png"), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // Now the booking with its invite, to the visitor and the coach; the time stays taken.
  const mails = await waitForMail(email, { count: 2 });
  expect(mails[1]!.raw).toContain("text/calendar");
  const [coach] = await waitForMail(COACH_EMAIL, { marker: email });
  expect(coach!.raw).toContain("text/calendar");
  expect(await consultationSlots(page)).not.toContain(start);

  await page.reload();
  await expect(page.getByRole("main")).toContainText("This consultation is already confirmed.");

  const cancel = /https?:\/\/[^\s"<>]+\/booking\/cancel\/[A-Za-z0-9_-]+/.exec(mails[1]!.text)?.[0];
  expect(cancel).toBeTruthy();
  await page.goto(new URL(cancel!).pathname);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your booking is cancelled" })).toBeVisible();
  await waitForMail(email, { count: 3 });
  await expect.poll(() => consultationSlots(page)).toContain(start);
});

test("an unconfirmed request from the contact page lapses: the link then books nothing, the time is free again, and no other mail went to the address", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `${marker("lapse")}@example.dk`;
  await page.goto("/contact");
  await page.getByRole("region", { name: "Free consultation" }).getByRole("link", { name: "Book Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Consultation" });
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  const start = await requestInDialog(dialog, "Lapse Tester", email, testInfo.project.name === "phone" ? 8 : 12);
  await expectNoSeriousAxeViolations(page);

  // The same address cannot ask for a second time meanwhile (one request waiting per address).
  const second = await page.request.post("/api/booking", { data: { intent: "consultation", name: "Lapse Tester", email, slot: start } });
  expect(second.status()).toBe(409);

  const [request] = await waitForMail(email);
  await page.goto(new URL(confirmLink(request!.text)!).pathname);
  await expect(page.getByRole("button", { name: "Confirm consultation" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 20 s later the time is offered again, and confirming is refused.
  await expect.poll(() => consultationSlots(page), { timeout: 40_000, intervals: [1000] }).toContain(start);
  await page.getByRole("button", { name: "Confirm consultation" }).click();
  await expect(page.getByRole("main")).toContainText("This link has expired, and the time was not booked.");
  await expect(page.getByRole("main").getByRole("link", { name: "Book Consultation" })).toHaveAttribute("href", "/book");
  await page.screenshot({ path: testInfo.outputPath("confirm-page-expired.png"), fullPage: true });

  const other = await browser.newContext();
  await ownClientAddress(other, testInfo);
  const next = await other.request.post("/api/booking", { data: { intent: "consultation", name: "Next", email: `${marker("next")}@example.dk`, slot: start } });
  expect(next.status()).toBe(202);
  await other.close();

  expect(readMailbox().filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
  expect(readMailbox().filter((mail) => mail.raw.includes(email) && mail.envelopeTo.includes(COACH_EMAIL))).toHaveLength(0);
});
