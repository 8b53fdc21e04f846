import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker, ownClientAddress, pdfFile } from "../support/e2e";
import { waitForMail } from "../support/mailbox";
import { celebrityLabels, validCelebrity, validVoiceElevated, voiceElevatedLabels as veLabels } from "../support/fixtures";

// An applicant's submission, the coach's sign-in (scrypt) and a payment, on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

async function fill(page: Page, labels: Record<string, string>, values: Record<string, unknown>) {
  for (const [field, label] of Object.entries(labels)) await page.getByRole("textbox", { name: label, exact: true }).fill(String(values[field] ?? ""));
  await page.getByRole("checkbox").check();
}

/** A page of a context of its own, once its scripts have taken over (the `page` fixture does this by itself). */
async function visit(target: Page, url: string) {
  await target.goto(url);
  await target.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function screenshot(page: Page, name: string, projectName: string) {
  await page.screenshot({ path: `test-results/screens/${projectName}-${name}.png`, fullPage: true });
}

test("a Voice Elevated application: the coach finds it as new, notes and accepts it; the Danish e-mail's link pays it and the application shows it paid", async ({
  page,
  browser,
}, testInfo) => {
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownClientAddress(visitorContext, testInfo);
  const visitor = await visitorContext.newPage();
  const id = marker("apve");
  const email = `${id}@example.dk`;
  const name = `Anna ${id}`;
  await visit(visitor, "/voice-elevated-application");
  await fill(visitor, veLabels, { ...validVoiceElevated, email, lastName: id });
  await visitor.getByRole("button", { name: "Indsend ansøgning" }).click();
  await expect(visitor.getByRole("heading", { name: "Tak for din ansøgning" })).toBeVisible();

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=new/);
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Voice Elevated");
  await expect(row).toContainText("New");
  await expect(row).toContainText("Not paid");
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "applications-list", testInfo.project.name);
  await row.getByRole("link", { name: `Open the application of ${name}` }).click();

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Every answer under the form's own (Danish) label.
  const answers = page.getByRole("region", { name: "The application" });
  await expect(answers.getByRole("definition").filter({ hasText: validVoiceElevated.singingBackground })).toBeVisible();
  await expect(answers.getByText("Hvorfor vil du deltage i Voice Elevated?")).toBeVisible();
  await expect(answers.getByText(validVoiceElevated.whyVoiceElevated)).toBeVisible();

  await page.getByRole("textbox", { name: "Private note" }).fill("Lovely tone; called on Tuesday.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("The note is saved.");
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Changed the private note on the application of ${name}.`);
  await expect(page.getByRole("textbox", { name: "Private note" })).toHaveValue("Lovely tone; called on Tuesday.");

  await page.getByText("Accept…").click();
  await expect(page.getByText("Sends Anna an e-mail in Danish with a payment link for Voice Elevated (DKK 18,500.00")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "application-detail", testInfo.project.name);
  await page.getByRole("button", { name: "Accept and send the payment link" }).click();
  await expect(page.getByRole("status")).toHaveText(`Accepted the application of ${name} and sent the payment link (DKK 18,500.00).`);
  await expect(page.getByRole("region", { name: "Decision" })).toContainText("not paid yet");

  const mails = await waitForMail(email, { count: 2 });
  const accepted = mails.find((mail) => mail.subject === "Du har fået en plads på Voice Elevated");
  expect(accepted, "the acceptance e-mail").toBeDefined();
  expect(accepted!.text).toContain("Hej Anna");
  expect(accepted!.text).toContain("deltagerbetalingen på 18.500 kr.");
  const link = /(http:\/\/localhost:\d+\/applications\/pay\/[A-Za-z0-9_-]+)/.exec(accepted!.text)?.[1];
  expect(link).toBeDefined();
  expect(link).not.toContain(id);

  // The applicant opens the link, pays with the test provider.
  await visit(visitor, link!);
  await expect(visitor.getByRole("heading", { level: 1, name: "Din plads på Voice Elevated" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(visitor, "application-pay", testInfo.project.name);
  await visitor.getByRole("button", { name: "Betal med kort (18.500 kr.)" }).click();
  await expect(visitor).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(visitor.getByTestId("summary-total")).toContainText("18");
  await visitor.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(visitor).toHaveURL(/\/payment-success\?order=/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Payment received!");
  await visit(visitor, link!);
  await expect(visitor.getByRole("status")).toHaveText("Din plads er betalt. Tak! Du har fået en kvittering på e-mail.");

  await page.reload();
  await expect(page.getByTestId("payment-state")).toContainText("Paid");
  await expect(page.getByTestId("payment-state")).toContainText("DKK 18,500.00");
  await page.goto("/admin/applications?status=accepted");
  await expect(page.getByRole("listitem").filter({ hasText: name })).not.toContainText("Not paid");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Accepted");
  await visitorContext.close();
});

test("a Celebrity application is declined with the coach's edited message, which arrives; its PDF opens for staff only", async ({
  page,
  browser,
}, testInfo) => {
  const id = marker("apcx");
  const email = `${id}@example.com`;
  const name = `Anna ${id}`;
  await page.goto("/celebrity-application");
  await fill(page, celebrityLabels, { ...validCelebrity, email, lastName: id });
  await page.getByLabel("PDF files (optional)").setInputFiles([pdfFile("repertoire.pdf", id)]);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for applying" })).toBeVisible();

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/applications?programme=celebrity-vocal-experience&status=new");
  await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: `Open the application of ${name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  const file = page.getByRole("link", { name: "repertoire.pdf" });
  const href = (await file.getAttribute("href"))!;
  expect(href).toMatch(/^\/admin\/applications\/[^/]+\/files\/[^/]+$/);
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline; filename="repertoire\.pdf"/);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await served.body()).toString()).toContain(id);
  const stranger = await browser.newContext();
  const refused = await stranger.request.get(href, { maxRedirects: 0 });
  expect([302, 303]).toContain(refused.status());
  expect(refused.headers().location).toMatch(/^\/login\?redirectTo=/);
  await stranger.close();

  await page.getByText("Decline…").click();
  const message = page.getByRole("textbox", { name: "Message to Anna (in English)" });
  await expect(message).toHaveValue(/^Hello Anna\n\nThank you for applying to the Celebrity Vocal Experience/);
  const edited = `Hello Anna\n\nThank you so much for your lovely application (${id}). The retreat is full this time, but I would love to hear you sing in the spring.`;
  await message.fill(edited);
  await page.getByRole("button", { name: "Decline and send the message" }).click();
  await expect(page.getByRole("status")).toHaveText(`Declined the application of ${name} and sent the message.`);
  await expect(page.getByRole("region", { name: "Decision" })).toContainText("Declined");
  await expect(page.getByText("Decline…")).toHaveCount(0);

  const [declined] = await waitForMail(email, { marker: "would love to hear you sing in the spring" });
  expect(declined!.subject).toBe("Your application for the Celebrity Vocal Experience");
  expect(declined!.text).toContain(`Thank you so much for your lovely application (${id}).`);
  expect(declined!.text).toContain("Warm regards");
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, "application-declined", testInfo.project.name);
});
