import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { marker, ownClientAddress } from "../support/e2e";
import { waitForMail } from "../support/mailbox";
import { danishChrome } from "../../app/lib/i18n/chrome-text.da";
import { danishDialog } from "../../app/modules/booking/dialog-text.da";
import { danishCheckout } from "../../app/modules/orders/checkout-text.da";
import { danishConfirmation } from "../../app/modules/orders/confirmation-text.da";
import { danishReceipt } from "../../app/modules/orders/receipt-text.da";
import { englishLinkPages } from "../../app/modules/booking/link-page-text";
import { danishLinkPages } from "../../app/modules/booking/link-page-text.da";
import { chromeText, chromeWords, danishPages, englishIn, englishOnly, journeyAndChrome, journeyEnglish, pageWords, englishTexts } from "./support/language";

// What a Danish visitor reads on the way through, at one width (decision 062); each Danish page's
// chrome at both widths is language.spec.ts.

test("the English chrome catalogue is checked against something", () => {
  expect(danishPages.length).toBeGreaterThanOrEqual(4);
  expect(englishOnly).toContain("Skip to content");
  expect(englishIn("Skip to content | Forside")).toEqual(["Skip to content"]);
  expect(journeyEnglish).toEqual(
    expect.arrayContaining(["Reserve time", "Go to payment", "Checkout", "Pay", "Booking confirmed!", "Add to calendar", "Total"]),
  );
  expect(englishIn("Betal | Pay", journeyEnglish)).toEqual(["Pay"]);
  // The cart's texts are in the list, with their counts and names as any words.
  expect(englishIn("Indkøbskurv | Shopping cart, 2 items")).toEqual(["Shopping cart", "Shopping cart, {count} items"]);
  expect(englishIn("Fjern Honey & Tea Mug | Remove Honey & Tea Mug")).toEqual(["Remove {name}"]);
  expect(englishIn("Payment cancelled. Your cart is just as you left it.")).toEqual(["Payment cancelled. Your cart is just as you left it."]);
});

test("the cart on a Danish page is Danish: its button, its panel, its lines and its toasts", async ({ page }) => {
  await page.goto("/courses/voice-elevated");
  const added = await page.request.post("/api/cart", {
    data: { intent: "add", productId: "tea-mug", quantity: 1 },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(added.status()).toBe(200);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const button = page.getByTestId("cart-button");
  await expect(button).toHaveAttribute("aria-label", "Indkøbskurv, 1 vare");
  await button.click();
  const panel = page.getByRole("dialog", { name: /^Indkøbskurv \(/ });
  await expect(panel).toHaveAccessibleName("Indkøbskurv (1)");
  await expect(panel.getByRole("list", { name: chromeText.da.cartLines })).toBeVisible();
  const words = await panel.evaluate((element) =>
    [element.textContent ?? "", ...[...element.querySelectorAll("[aria-label]")].map((labelled) => labelled.getAttribute("aria-label") ?? "")].join(" | "),
  );
  expect(englishIn(words)).toEqual([]);
  await panel.getByRole("button", { name: "Fjern Honey & Tea Mug" }).click();
  await expect(page.locator("li[data-variant]").filter({ hasText: chromeText.da.cartRemovedTitle }).first()).toContainText(
    chromeText.da.cartRemovedDescription,
  );
  await expect(panel).toContainText(chromeText.da.cartEmpty);
  await expectNoSeriousAxeViolations(page);
});

test("an English page keeps English chrome and shows the courses in English", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("contentinfo")).toContainText(chromeText.en.privacyPolicy);
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Fire weekender");
  await expect(main).not.toContainText("Fem dage, ti pladser");
  await expect(main.locator('[lang="da"]')).toHaveCount(0);
});

test("a Danish page's links to a page only in English say so", async ({ page }) => {
  await page.goto("/courses/celebrity-vocal-experience");
  const apply = page.getByRole("main").getByRole("link", { name: "Ansøg om en plads (på engelsk)" });
  await expect(apply).toHaveAttribute("hreflang", "en");
  await page.goto("/courses/voice-elevated");
  await expect(page.getByRole("main").getByRole("link", { name: /Se detaljer om forløbet.*\(på engelsk\)/ })).toHaveAttribute("hreflang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: chromeText.da.apply, includeHidden: true }).first()).toHaveAttribute(
    "href",
    "/voice-elevated-application",
  );
});

test("a booking begun on the Danish Private Coaching page is Danish to the end: dialog, checkout, confirmation and e-mails", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await ownClientAddress(context, testInfo);
  const email = `${marker("dansk")}@example.dk`;
  await page.goto("/courses/private-coaching");
  await page.getByRole("main").getByRole("link", { name: "Book Session" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book Session" });
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  await expect(dialog).toContainText(danishDialog.intro);

  // The empty form's messages, beside each field, in Danish.
  await dialog.getByRole("button", { name: danishDialog.reserveTime }).click();
  await expect(dialog.getByRole("alert")).toHaveText(danishDialog.messages.fillAll);
  await expect(dialog.getByRole("textbox", { name: danishDialog.name })).toHaveAccessibleDescription(danishDialog.missing.name);
  await expect(dialog.getByRole("group", { name: danishDialog.timeLegend, exact: true })).toHaveAccessibleDescription(danishDialog.missing.slot);
  expect(englishIn(await chromeWords(page))).toEqual([]);
  expect(englishIn(await dialog.evaluate((element) => (element as HTMLElement).innerText), journeyAndChrome)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole("textbox", { name: danishDialog.name }).fill("Dansk Booker");
  await dialog.getByRole("textbox", { name: danishDialog.email }).fill(email);
  // Other specs book slots on the same server at the same time: from the middle of the week,
  // one place per project and retry, and the next one if it was taken a moment earlier.
  const radios = dialog.getByRole("radio");
  let next = Math.floor((await radios.count()) / 2) + (testInfo.project.name === "phone" ? 0 : 3) + testInfo.retry * 6;
  for (let attempt = 0; ; attempt++) {
    const radio = radios.nth(next % (await radios.count()));
    await expect(radio).toHaveAccessibleName(/^\p{Ll}+ \d{1,2}\. \p{Ll}+ \d\d\.\d\d$/u);
    await radio.locator("xpath=..").click();
    // Judged by the answer to this click: a refusal's alert stays until the next answer shows.
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/booking") && response.request().method() === "POST");
    await dialog.getByRole("button", { name: danishDialog.reserveTime }).click();
    const held = ((await (await answered).json()) as { ok?: boolean }).ok === true;
    if (held) {
      await expect(dialog.getByText(danishDialog.messages.reserved)).toBeVisible();
      break;
    }
    await expect(dialog.getByRole("alert")).toBeVisible();
    expect(attempt, "no free time found").toBeLessThan(3);
    next += 1;
  }
  await expect(dialog).toContainText(danishDialog.copenhagenTimeSixtyMinutes);
  await expect(dialog).toContainText(danishDialog.heldForBefore);
  expect(englishIn(await dialog.evaluate((element) => (element as HTMLElement).innerText), journeyAndChrome)).toEqual([]);
  await dialog.getByRole("button", { name: danishDialog.messages.goToPayment }).click();

  // The test provider's checkout, in the order's language.
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(danishCheckout.title);
  await expect(page.getByTestId("summary-total")).toHaveText(/^1\.950,00\skr\.$/);
  await expect(page.getByRole("row").filter({ hasText: "Private Coaching" })).toContainText(/\d\d\.\d\d–\d\d\.\d\d \(60 min\), dansk tid/);
  await expect(page.getByTestId("hold-notice")).toContainText(danishCheckout.heldUntil);
  expect(englishIn(await pageWords(page), journeyAndChrome)).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("danish-checkout.png"), fullPage: true });

  // Cancel: back on Private Coaching, told in Danish the time is still held, and the way back.
  const checkoutUrl = page.url();
  await page.getByRole("button", { name: danishCheckout.cancel }).click();
  await expect(page).toHaveURL(/\/courses\/private-coaching\?checkout=cancelled/);
  const notice = page.getByTestId("checkout-cancelled");
  await expect(notice).toContainText(danishChrome.bookingStillHeld.split("{until}")[0]!);
  expect(englishIn(await notice.innerText(), journeyAndChrome)).toEqual([]);
  await notice.getByRole("link", { name: danishChrome.returnToPayment }).click();
  await expect(page).toHaveURL(checkoutUrl);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: danishCheckout.pay, exact: true }).click();

  // The confirmation, in the order's language.
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(danishConfirmation.bookingConfirmed, { timeout: 20_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByTestId("session-when")).toHaveText(/^\p{Ll}+ den \d{1,2}\. \p{Ll}+ \d{4} kl\. \d\d\.\d\d$/u);
  await expect(page.getByTestId("amount-paid")).toHaveText(/^1\.950,00\skr\.$/);
  expect(englishIn(await pageWords(page), journeyAndChrome)).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("danish-confirmation.png"), fullPage: true });
  const invite = await page.request.get(
    await page
      .getByRole("link", { name: danishConfirmation.addToCalendar })
      .getAttribute("href")
      .then((href) => href!),
  );
  expect((await invite.text()).replace(/\r?\n[ \t]/g, "")).toMatch(/SUMMARY:Private Coaching med /);

  // The receipt and the booking confirmation (with its invite) are Danish too.
  const mails = await waitForMail(email, { count: 2, timeoutMs: 20_000 });
  const receipt = mails.find((mail) => mail.subject.startsWith("Kvittering for din betaling"));
  const confirmation = mails.find((mail) => mail.subject.startsWith("Booking bekræftet: "));
  expect(receipt, mails.map((mail) => mail.subject).join(", ")).toBeDefined();
  expect(confirmation).toBeDefined();
  expect(receipt!.text).toContain(danishReceipt.thanks);
  expect(receipt!.html).toContain('<html lang="da">');
  expect(confirmation!.text).toContain("Kære Dansk Booker");
  expect(confirmation!.calendar).toContain("Aflys her:");
  const mailEnglish = [...journeyEnglish, "Dear", "When", "Where", "Warm regards", "Cancel this booking", "Thank you"];
  for (const mail of [receipt!, confirmation!]) expect(englishIn(mail.text, mailEnglish)).toEqual([]);

  // The cancel link in the confirmation leads to a Danish page, and cancelling sends a Danish cancellation with its invite.
  const cancelLink = confirmation!.text.match(/https?:\/\/\S+(\/booking\/cancel\/[\w-]+)/)?.[1];
  expect(cancelLink).toBeDefined();
  await page.goto(cancelLink!);
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(danishLinkPages.cancel.title);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const linkPageEnglish = [...journeyAndChrome, ...englishTexts(englishLinkPages, danishLinkPages)];
  expect(englishIn(await pageWords(page), linkPageEnglish)).toEqual([]);
  await page.getByRole("button", { name: danishLinkPages.cancel.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(danishLinkPages.cancel.cancelledTitle);
  expect(englishIn(await pageWords(page), linkPageEnglish)).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("danish-cancelled.png"), fullPage: true });
  const cancelled = (await waitForMail(email, { count: 3, timeoutMs: 20_000 })).find((mail) => mail.subject.startsWith("Booking aflyst: "));
  expect(cancelled).toBeDefined();
  expect(cancelled!.text).toContain("Kære Dansk Booker");
  expect(cancelled!.calendar).toContain("METHOD:CANCEL");
  expect(englishIn(cancelled!.text, [...mailEnglish, "is cancelled", "removes it from your calendar"])).toEqual([]);
});

test("'Book Session' on the Danish page without JavaScript leads to the Danish booking page", async ({ request }) => {
  const page = await (await request.get("/courses/private-coaching")).text();
  expect(page).toContain('href="/book/session?lang=da"');
  const booking = await (await request.get("/book/session?lang=da")).text();
  expect(booking).toMatch(/<html lang="da"/);
  expect(booking).toContain(danishDialog.reserveTime);
  expect(booking).toContain(danishChrome.skipToContent);
  expect(await (await request.get("/book/session?lang=xx")).text()).toMatch(/<html lang="en"/);
});
