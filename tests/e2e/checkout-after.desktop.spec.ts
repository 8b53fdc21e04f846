import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { marker, ownClientAddress } from "../support/e2e";
import { newEmail, signUpInBrowser } from "../support/accounts";

// The end of a purchase (issue 24, decision 040): after paying, the cart in the header is
// empty without a reload, and the confirmation names what was bought (order number, total,
// the session's time with 'Add to calendar', the course to start). Nothing personal in any
// URL the page has.

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});
test.describe.configure({ timeout: 120_000 });

const STUDIO = "Studio Condenser Microphone"; // 1.499 DKK
const LIVE = "Live Dynamic Microphone"; // 899 DKK
const ZONE = "Europe/Copenhagen";
const SHOTS = process.env.CONFIRM_SHOTS_DIR;

const cartButton = (page: Page) => page.getByTestId("cart-button");
const badge = (page: Page) => page.getByTestId("cart-count");
const panel = (page: Page) => page.getByRole("dialog", { name: /^Shopping Cart/ });

/** Every URL the confirmation holds (links, form actions, its own) is free of what identifies the buyer. */
async function expectNothingPersonalInUrls(page: Page, secrets: string[]) {
  const urls = [
    page.url(),
    ...(await page.locator("a[href]").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))),
    ...(await page.locator("form").evaluateAll((forms) => forms.map((form) => (form as HTMLFormElement).action))),
  ];
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    // Off-site links (the coach's mailto:, her YouTube handle) are the profile's; on this site an "@" would be someone's address.
    if (url.startsWith(new URL(page.url()).origin)) expect(decoded, url).not.toContain("@");
    for (const secret of secrets) expect(decoded, url).not.toContain(secret.toLowerCase());
  }
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(["order"]);
}

/** 390 px on the phone project, 1366 px on the desktop one; looked at by a person. */
async function screenshot(page: Page, name: string, project: string) {
  if (!SHOTS) return;
  if (project === "phone") await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-${project === "phone" ? 390 : 1366}.png`, fullPage: true });
}

test("a guest pays for two products: the badge goes and the panel is empty without a reload; the confirmation names the order", async ({ page }, testInfo) => {
  const email = `${marker("after")}@example.dk`;
  await page.goto("/shop");
  for (const name of [STUDIO, LIVE]) {
    await page.getByRole("button", { name: `Add to Cart: ${name}` }).click();
    await expect(page.getByRole("button", { name: `Add to Cart: ${name}` })).toBeEnabled();
  }
  await expect(badge(page)).toHaveText("2");
  await cartButton(page).click();
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
  await panel(page).getByLabel("Email for your receipt").fill(email);
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  for (const [label, value] of Object.entries({
    "Full name": "Guest Afterbuyer",
    "Address line 1": "Nørregade 1",
    "Postal code": "1165",
    City: "København K",
  })) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByLabel("Country").selectOption("DK");
  const receiptField = page.getByLabel(/e-?mail/i);
  if ((await receiptField.count()) === 1 && !(await receiptField.inputValue())) await receiptField.fill(email);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");
  // No reload: the header's cart follows the paid order.
  await expect(badge(page)).toHaveCount(0);
  await cartButton(page).click();
  await expect(panel(page)).toHaveAccessibleName("Shopping Cart (0)");
  await expect(panel(page).getByText("Your cart is empty")).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Proceed to Checkout" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toHaveCount(0);

  const orderId = new URL(page.url()).searchParams.get("order")!;
  const number = orderId.replace(/-/g, "").slice(0, 8).toUpperCase();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByTestId("amount-paid")).toHaveText("DKK 2,398.00");
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 2,398.00");
  await expect(page.getByRole("table", { name: "What you bought" })).toContainText(STUDIO);
  await expect(page.getByRole("table", { name: "What you bought" })).toContainText(LIVE);
  await expect(page.getByRole("table", { name: "What you bought" })).toContainText("Free");
  await expect(page.getByTestId("ship-to")).toHaveText("Guest Afterbuyer, Nørregade 1, 1165 København K, Denmark");
  await expect(page.locator("main")).toContainText(email);
  // A guest has no account to link to.
  await expect(page.getByRole("link", { name: "View this order in your account" })).toHaveCount(0);
  await expectNothingPersonalInUrls(page, [email, "Afterbuyer", "Guest", "Nørregade", "Microphone"]);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "shop", testInfo.project.name);
});

test("a private session bought end to end: its date and time, 'Add to calendar' with the same start", async ({ page, request }, testInfo) => {
  const email = `${marker("after-session")}@example.dk`;
  const name = "Session Afterbuyer";
  const { slots } = (await (await request.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  // Away from the ends (booking.phone.spec, admin-calendar.phone.spec) and the middle (consultations): a quarter in, each project its own side.
  const from = Math.floor(slots.length / 4) + (testInfo.project.name === "phone" ? 0 : 6) + testInfo.retry * 12;
  let hold: { holdToken: string; start: string } | undefined;
  for (const slot of slots.slice(from, from + 6)) {
    const answer = (await (await page.request.post("/api/booking", { data: { intent: "reserve", name, email, slot: slot.start } })).json()) as {
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
    await page.request.post("/api/booking", {
      data: { intent: "go-to-payment", holdToken: hold!.holdToken, currency: "DKK", idempotencyKey: `key-${marker("k")}` },
    })
  ).json()) as { url: string };
  await page.goto(pay.url);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");

  const when = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(hold!.start));
  const session = page.getByRole("region", { name: "Your session" });
  await expect(session.getByTestId("session-when")).toHaveText(when);
  await expect(session).toContainText(ZONE);
  await expect(session).toContainText("60 minutes");
  await expect(session).toContainText(/You can cancel up to \d+ hours before the session starts/);
  await expect(page.getByTestId("amount-paid")).toHaveText("DKK 1,950.00");

  const download = page.waitForEvent("download");
  await session.getByRole("link", { name: "Add to calendar" }).click();
  const ics = await readFile((await (await download).path())!, "utf8");
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const start = unfolded.match(/^DTSTART(?:;[^:]*)?:(\d{8}T\d{6}Z)$/m)?.[1];
  expect(start).toBeDefined();
  const parsed = start!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
  expect(new Date(parsed).toISOString()).toBe(new Date(hold!.start).toISOString());
  expect(unfolded).toMatch(/^STATUS:CONFIRMED$/m);

  const href = await session.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  const answer = await page.request.get(href!);
  expect(answer.headers()["content-type"]).toMatch(/^text\/calendar/);
  expect(answer.headers()["cache-control"]).toContain("no-store");
  // Found by the order's id alone: another id answers nothing.
  expect((await page.request.get("/payment-success/calendar.ics?order=00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  expect((await page.request.get("/payment-success/calendar.ics")).status()).toBe(404);

  await expectNothingPersonalInUrls(page, [email, "Afterbuyer", "Session Afterbuyer"]);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "session", testInfo.project.name);
});

test("an online course bought by a signed-in student: the button to start it on the dashboard, and the order in the account", async ({ page }, testInfo) => {
  const email = newEmail("after-course");
  await signUpInBrowser(page, { name: "Course Afterbuyer", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/sales/beginner-course");
  await page.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");

  const course = page.getByRole("region", { name: "Start learning" });
  await expect(course).toContainText("Beginner Vocals Online");
  const start = course.getByRole("link", { name: "Start your course" });
  await expect(start).toHaveAttribute("href", "/dashboard");
  const orderId = new URL(page.url()).searchParams.get("order")!;
  await expect(page.getByRole("link", { name: "View this order in your account" })).toHaveAttribute("href", `/account/orders/${orderId}`);
  await expect(page.getByTestId("order-number")).toHaveText(orderId.replace(/-/g, "").slice(0, 8).toUpperCase());
  await expectNothingPersonalInUrls(page, [email, "Afterbuyer", "Beginner", "Vocals"]);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "course", testInfo.project.name);

  await start.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("tab", { name: "Beginner Vocals" })).toBeVisible();
});
