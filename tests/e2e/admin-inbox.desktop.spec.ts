import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker, ownClientAddress, pdfFile } from "../support/e2e";
import { COACH_EMAIL, waitForMail } from "../support/mailbox";

// A sign-in (scrypt) and a form or two on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("a visitor's message is answered from /admin: unread, opened, replied to, delivered by SMTP, listed as sent", async ({ page, browser }, testInfo) => {
  const id = marker("inbox");
  const name = `Sofie ${id}`;
  const visitorEmail = `${id}@example.dk`;
  const visitor = await browser.newContext();
  await ownClientAddress(visitor, testInfo);
  const form = await visitor.newPage();
  await form.goto("/api/contact");
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Email" }).fill(visitorEmail);
  await form.getByRole("textbox", { name: "Message" }).fill(`Har I plads i foråret? ${id}`);
  await form.getByRole("button", { name: "Send Message" }).click();
  // A toast with JavaScript, a page without it (the click may come before hydration): either says it.
  await expect(form.getByText("Message Sent!").first()).toBeVisible();
  await visitor.close();

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/messages?show=unread");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Unread");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("messages.png"), fullPage: true });

  await row.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Message from ${name}` })).toBeVisible();
  await expect(page.getByRole("region", { name: `What ${name} wrote` })).toContainText(`Har I plads i foråret? ${id}`);
  const reply = `Ja, vi har plads i april. ${marker("reply")}`;
  await page.getByRole("textbox", { name: `Reply to ${visitorEmail}` }).fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Reply queued: it is on its way.");
  await expect(page.getByRole("textbox", { name: `Reply to ${visitorEmail}` })).toHaveValue("");
  const thread = page.getByRole("list", { name: "Replies sent" });
  await expect(thread.getByRole("listitem")).toHaveCount(1);
  await expect(thread).toContainText(reply);

  const [mail] = await waitForMail(visitorEmail, { marker: reply.split(" ").at(-1) });
  expect(mail!.subject).toBe("Re: Your message to Maja Holm Vocal Studio");
  expect(mail!.replyTo).toContain(COACH_EMAIL);
  expect(mail!.text).toContain(reply);
  await page.reload();
  await expect(thread.getByRole("listitem")).toContainText("Sent");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("message.png"), fullPage: true });

  // Opened: no longer among the unread.
  await page.goto("/admin/messages?show=unread");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  // "Mark unread" puts it back, and returns to the list.
  await page.goBack();
  await page.getByRole("button", { name: "Mark unread" }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Unread");

  await page.goto(`/admin/outbox?q=${encodeURIComponent(visitorEmail)}`);
  const sent = page.getByRole("listitem").filter({ hasText: "Re: Your message to Maja Holm Vocal Studio" });
  await expect(sent).toContainText("Sent");
  await expect(sent).toContainText(`To ${visitorEmail}`);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("outbox.png"), fullPage: true });
});

test("a story's PDF opens for the coach through the guarded route; the subscribers list shows their state", async ({ page, browser }, testInfo) => {
  const id = marker("story");
  const visitor = await browser.newContext();
  await ownClientAddress(visitor, testInfo);
  const form = await visitor.newPage();
  await form.goto("/magazine/share-your-story");
  await form.getByRole("textbox", { name: "Name" }).fill("Jonas Krogh");
  await form.getByRole("textbox", { name: "Email" }).fill(`${id}@example.dk`);
  await form.getByRole("textbox", { name: "Course or topic" }).fill(`Voice Elevated ${id}`);
  await form.getByRole("textbox", { name: "Your story" }).fill("Da jeg startede, turde jeg ikke synge foran andre. Efter fire weekender stod jeg på scenen.");
  await form.getByLabel("PDF (optional)").setInputFiles([pdfFile("min-historie.pdf", id)]);
  await form.getByRole("button", { name: "Send Story" }).click();
  await expect(form.getByText("Story sent!").first()).toBeVisible();
  const subscribe = await visitor.request.post("/api/newsletter", { form: { email: `${id}-news@example.dk` } });
  expect(subscribe.status()).toBeLessThan(400);

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/messages?kind=story");
  await page.getByRole("link", { name: new RegExp(`Voice Elevated ${id}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Story from Jonas Krogh" })).toBeVisible();
  const pdfLink = page.getByRole("link", { name: /Open min-historie\.pdf/ });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["x-content-type-options"]).toContain("nosniff");
  expect((await pdf.body()).toString("latin1")).toContain(`%PDF-1.4\n% ${id}`);
  // A visitor gets the login page, never the file.
  const stranger = await browser.newContext();
  expect((await stranger.request.get((await pdfLink.getAttribute("href"))!, { maxRedirects: 0 })).status()).toBe(302);
  await stranger.close();
  await visitor.close();

  await page.goto(`/admin/subscribers?q=${id}`);
  await expect(page.getByRole("list", { name: "Newsletter subscribers" }).getByRole("listitem")).toContainText("Pending");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("subscribers.png"), fullPage: true });
});
