import { expect, test } from "./support/test";
import { COACH_EMAIL, readMailbox, waitForMail } from "../support/mailbox";
import { expectToast, marker, ownClientAddress, pdfFile } from "../support/e2e";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

test.describe("contact form", () => {
  test("missing fields: 'Missing Information' and the messages by the fields, nothing sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto("/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields.");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Please enter your name");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription("Please enter a message");
    await page.getByRole("textbox", { name: "Name" }).fill("Sofie");
    await page.getByRole("textbox", { name: "Email" }).fill("sofie@");
    await page.getByRole("textbox", { name: "Message" }).fill("Hej");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter a valid email address");
    expect(posts).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });

  test("sends: 'Sending...', 'Message Sent!', the fields clear, and the coach gets it by SMTP", { tag: "@smoke" }, async ({ page }) => {
    const id = marker("contact");
    await page.goto("/api/contact");
    await page.getByRole("textbox", { name: "Name" }).fill("Sofie Berg");
    await page.getByRole("textbox", { name: "Email" }).fill(`${id}@example.dk`);
    await page.getByRole("textbox", { name: "Phone (optional)" }).fill("+45 20 30 40 50");
    await page.getByRole("textbox", { name: "Message" }).fill(`Hej! Har I plads i foråret? ${id}`);
    await page.route("**/api/contact.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expectToast(page, "Message Sent!", "We'll get back to you as soon as possible.");
    for (const name of ["Name", "Email", "Phone (optional)", "Message"]) await expect(page.getByRole("textbox", { name })).toHaveValue("");

    const [coach] = await waitForMail(COACH_EMAIL, { marker: id });
    expect(coach!.subject).toBe("New message from Sofie Berg");
    expect(coach!.replyTo).toContain(`${id}@example.dk`);
    expect(coach!.text).toContain("+45 20 30 40 50");
    const [visitor] = await waitForMail(`${id}@example.dk`);
    expect(visitor!.subject).toBe("We received your message");
  });

  test("server down: 'Error sending message' with the fallback text, and the text stays", async ({ page }) => {
    await page.goto("/api/contact");
    await page.getByRole("textbox", { name: "Name" }).fill("Sofie Berg");
    await page.getByRole("textbox", { name: "Email" }).fill("sofie@example.dk");
    await page.getByRole("textbox", { name: "Message" }).fill("Er I åbne i juli?");
    await page.route("**/api/contact.data*", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error sending message", "An error occurred while sending your message. Please try again later.");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Er I åbne i juli?");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Sofie Berg");
  });

  test("rate limit: past ten messages an hour the server's 429 message shows, and the text stays", async ({ page }) => {
    await page.goto("/api/contact");
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/api/contact", { form: { name: "Bo", email: "bo@example.dk", message: `Besked ${i} ${marker()}` } });
      expect(response.status()).toBe(200);
    }
    await page.getByRole("textbox", { name: "Name" }).fill("Bo");
    await page.getByRole("textbox", { name: "Email" }).fill("bo@example.dk");
    await page.getByRole("textbox", { name: "Message" }).fill("En besked for meget");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error sending message", "You have sent several messages in a short time. Please wait an hour and try again, or call us.");
    await expect(page.getByRole("alert").filter({ hasText: "Please wait an hour" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("En besked for meget");
    const direct = await page.request.post("/api/contact", { form: { name: "Bo", email: "bo@example.dk", message: "igen" } });
    expect(direct.status()).toBe(429);
  });

  test("a double submit and a filled honeypot each leave exactly what they should", async ({ page }) => {
    const id = marker("double");
    const body = { name: "Ida", email: `${id}@example.dk`, message: `Samme besked to gange ${id}` };
    const [a, b] = await Promise.all([page.request.post("/api/contact", { form: body }), page.request.post("/api/contact", { form: body })]);
    expect([a.status(), b.status()]).toEqual([200, 200]);
    const bot = marker("bot");
    const trap = await page.request.post("/api/contact", {
      form: { name: "Bot", email: `${bot}@example.dk`, message: `Buy now ${bot}`, website: "http://spam.example" },
    });
    expect(trap.status()).toBe(200);
    await waitForMail(COACH_EMAIL, { marker: id });
    // A later message as a signal: the worker delivers due mail oldest first, one run at a
    // time, so once the later message's mail has arrived, any mail a stored second copy (or
    // the honeypot) had queued before it has been delivered too.
    const later = marker("later");
    expect((await page.request.post("/api/contact", { form: { name: "Ida", email: `${later}@example.dk`, message: `Bagefter ${later}` } })).status()).toBe(200);
    await waitForMail(COACH_EMAIL, { marker: later });
    await waitForMail(`${later}@example.dk`);
    expect(readMailbox().filter((m) => m.envelopeTo.includes(COACH_EMAIL) && m.text.includes(id))).toHaveLength(1);
    expect(readMailbox().filter((m) => m.raw.includes(bot))).toHaveLength(0);
  });

  test("works before JavaScript: the server's messages, then 'Message Sent!'", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownClientAddress(context, testInfo);
    const page = await context.newPage();
    await page.goto("/api/contact");
    await page.$eval("form[method=post]", (form) => form.setAttribute("novalidate", ""));
    await page.getByRole("textbox", { name: "Email" }).fill("kim@example.dk");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("kim@example.dk");
    await page.getByRole("textbox", { name: "Name" }).fill("Kim");
    await page.getByRole("textbox", { name: "Message" }).fill("Hello from a browser without JavaScript");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message Sent!" })).toBeVisible();
    await context.close();
  });
});

test.describe("newsletter", () => {
  test("double opt-in: alert, field clears, confirmation mail with unsubscribe headers; links need a button press", { tag: "@smoke" }, async ({ page }) => {
    const id = marker("news");
    const email = `${id}@example.dk`;
    await page.goto("/api/newsletter");
    const field = page.getByRole("textbox", { name: "Email address" });
    await field.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(field).toHaveAccessibleDescription("Please enter a valid email address");
    await field.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing to our vocal community!" })).toBeVisible();
    await expect(field).toHaveValue("");

    const [mail] = await waitForMail(email);
    const unsubscribeUrl = /^<(.+)>$/.exec(mail!.headers["list-unsubscribe"]!)![1]!;
    expect(unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{32}$/);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const confirmUrl = /https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9_-]{32}/.exec(mail!.text)![0];

    // Signing up again answers the same and sends nothing new.
    await field.fill(email.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing to our vocal community!" })).toBeVisible();

    // Opening the link (as a mail scanner would) changes nothing.
    const path = new URL(confirmUrl).pathname;
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Confirm subscription" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();

    // One-click unsubscribe as a mail program sends it: a POST, no sign-in.
    const unsubscribePath = new URL(unsubscribeUrl).pathname;
    await page.goto(unsubscribePath);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    const oneClick = await page.request.post(unsubscribePath, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
    expect(readMailbox().filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);

    // Nobody re-subscribes the reader: not with the old confirm link, nor with the unsubscribe token of a newsletter.
    expect((await page.request.post(path, { form: {} })).status()).toBe(404);
    expect((await page.request.post(unsubscribePath.replace("/unsubscribe/", "/confirm/"), { form: {} })).status()).toBe(404);
    await page.goto(unsubscribePath);
    await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
  });

  test("an unknown token shows a clear page and changes nothing", async ({ page }) => {
    const response = await page.goto(`/newsletter/unsubscribe/${"a".repeat(32)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    expect((await page.request.post(`/newsletter/confirm/${"b".repeat(32)}`, { form: {} })).status()).toBe(404);
  });

  test("works before JavaScript", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownClientAddress(context, testInfo);
    const page = await context.newPage();
    await page.goto("/api/newsletter");
    await page.getByRole("textbox", { name: "Email address" }).fill(`${marker("nojs")}@example.dk`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for subscribing to our vocal community!" })).toBeVisible();
    await context.close();
  });
});

test.describe("Share Your Story", () => {
  test("messages by the fields, a non-PDF refused, then the story and PDF sent with 'PDF uploaded!'", async ({ page }) => {
    const id = marker("story");
    await page.goto("/magazine/share-your-story");
    await page.getByRole("button", { name: "Send Story" }).click();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Please enter your name");
    await expect(page.getByRole("textbox", { name: "Your story" })).toHaveAccessibleDescription(/^Please write at least 50 characters/);

    const pdfInput = page.getByLabel("PDF (optional)");
    await pdfInput.setInputFiles([{ name: "story.docx", mimeType: "application/msword", buffer: Buffer.from("PK..") }]);
    await expectToast(page, "File Type Error", "Please upload only PDF files.");
    await expect(page.getByRole("list", { name: "Chosen file" })).toHaveCount(0);
    await pdfInput.setInputFiles([pdfFile("min-historie.pdf")]);
    await expect(page.getByRole("list", { name: "Chosen file" })).toContainText("min-historie.pdf");

    await page.getByRole("textbox", { name: "Name" }).fill("Jonas Krogh");
    await page.getByRole("textbox", { name: "Email" }).fill(`${id}@example.dk`);
    await page.getByRole("textbox", { name: "Course or topic" }).fill(`Voice Elevated ${id}`);
    await page.getByRole("textbox", { name: "Your story" }).fill("Da jeg startede, turde jeg ikke synge foran andre. Efter fire weekender stod jeg på scenen.");
    await page.getByRole("button", { name: "Send Story" }).click();
    await expectToast(page, "PDF uploaded!", "Your file was uploaded successfully.");
    await expectToast(page, "Story sent!");
    await expect(page.getByRole("textbox", { name: "Your story" })).toHaveValue("");
    await expect(page.getByRole("list", { name: "Chosen file" })).toHaveCount(0);

    const [coach] = await waitForMail(COACH_EMAIL, { marker: id });
    expect(coach!.text).toMatch(/min-historie\.pdf \(\d+ KB\), stored in magazine-pdfs/);
    await expectNoSeriousAxeViolations(page);
  });

  test("an upload the server refuses shows 'Upload failed' with its message, and the story stays", async ({ page }) => {
    await page.goto("/magazine/share-your-story");
    await page.getByRole("textbox", { name: "Name" }).fill("Jonas Krogh");
    await page.getByRole("textbox", { name: "Email" }).fill("jonas@example.dk");
    await page.getByRole("textbox", { name: "Course or topic" }).fill("Workshop");
    await page.getByRole("textbox", { name: "Your story" }).fill("x".repeat(60));
    await page.getByLabel("PDF (optional)").setInputFiles([pdfFile("story.pdf")]);
    // The bytes change on the way (as a hand-made request could send them): the server judges content.
    await page.route("**/magazine/share-your-story.data*", async (route) => {
      const body = route.request().postDataBuffer()!;
      await route.continue({ postData: Buffer.from(body.toString("latin1").replace("%PDF-1.4", "#PDF-1.4"), "latin1") });
    });
    await page.getByRole("button", { name: "Send Story" }).click();
    await expectToast(page, "Upload failed", "Please upload only PDF files.");
    await expect(page.getByText("Please upload only PDF files.", { exact: true }).last()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your story" })).toHaveValue("x".repeat(60));
  });

  test("works before JavaScript, PDF included", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownClientAddress(context, testInfo);
    const page = await context.newPage();
    const id = marker("nojs-story");
    await page.goto("/magazine/share-your-story");
    await page.getByRole("textbox", { name: "Name" }).fill("Karen Lund");
    await page.getByRole("textbox", { name: "Email" }).fill(`${id}@example.dk`);
    await page.getByRole("textbox", { name: "Course or topic" }).fill(`Studio day ${id}`);
    await page.getByRole("textbox", { name: "Your story" }).fill("Min første dag i et rigtigt studie var skræmmende og fantastisk på samme tid.");
    await page.getByLabel("PDF (optional)").setInputFiles([pdfFile("studiedag.pdf")]);
    await page.getByRole("button", { name: "Send Story" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Story sent!" })).toBeVisible();
    const [coach] = await waitForMail(COACH_EMAIL, { marker: id });
    expect(coach!.text).toContain("studiedag.pdf");
    await context.close();
  });
});
