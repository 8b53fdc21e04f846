import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { waitForMail } from "../support/mailbox";
import { E2E_ADMIN, PASSWORD, SIGNED_UP, confirmAddress, mailedLink, newEmail, signInAs, signInInBrowser, signUpInBrowser } from "../support/accounts";

// Whole journeys (sign up, mail, sign in, …) with scrypt password hashing on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.describe("accounts", () => {
  test("sign up, sign in, confirm the e-mail from the mailbox, sign out, sign in and land on the dashboard", async ({ page }) => {
    const email = newEmail("ida");
    await page.goto("/login");
    await expectNoSeriousAxeViolations(page);
    await signUpInBrowser(page, { name: "Ida Berg", email }, { signIn: false });
    // Nobody is signed in by a sign-up: the sign-in form comes next, the e-mail filled in.
    await expect(page.getByRole("status")).toHaveText(SIGNED_UP);
    await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toHaveValue(email);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("form", { name: "Sign in" }).getByLabel("Password").fill(PASSWORD);
    await page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Course Dashboard" })).toBeVisible();
    await expect(page.getByText("Track your progress and access your course materials.")).toBeVisible();
    await expect(page.getByText(/Please confirm your e-mail address/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const link = await mailedLink(email, "/verify-email?token=");
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await confirmAddress(page, link);
    await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto("/account");
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

    await signInInBrowser(page, { email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/Please confirm your e-mail address/)).toHaveCount(0);
  });

  test("a wrong password gets one clear message and keeps the e-mail, the same for an unknown e-mail", async ({ page }) => {
    const email = newEmail("wrong");
    await signUpInBrowser(page, { name: "Wrong Pass", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    await signInInBrowser(page, { email, password: "not the password" });
    const alert = page.getByRole("form", { name: "Sign in" }).getByRole("alert");
    await expect(alert).toHaveText("That e-mail and password do not match an account. Check them and try again.");
    await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Password")).toHaveValue("");
    await expectNoSeriousAxeViolations(page);

    await signInInBrowser(page, { email: newEmail("nobody"), password: "not the password" });
    await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText(await alert.textContent().then(String));
  });

  test("sign-up answers a taken e-mail exactly as a new one and mails its owner; a weak password is refused, keeping name and e-mail", async ({ page }) => {
    const email = newEmail("taken");
    const fresh = newEmail("fresh");
    await signUpInBrowser(page, { name: "First Owner", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    // The same status, the same page: only the owner's mailbox learns that the address is taken.
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login")) answers.push(response.status());
    });
    await signUpInBrowser(page, { name: "Second Try", email }, { signIn: false });
    const taken = await page.locator("main").innerText();
    await signUpInBrowser(page, { name: "Second Try", email: fresh }, { signIn: false });
    const created = await page.locator("main").innerText();
    expect(taken).toBe(created);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toBe(answers[1]);
    await expect(page.getByRole("status")).toHaveText(SIGNED_UP);
    const [notice] = await waitForMail(email, { marker: "tried to create a new account" });
    expect(notice!.text).toContain("/reset-password");
    await waitForMail(fresh, { marker: "/verify-email?token=" });

    await signUpInBrowser(page, { name: "Weak", email: newEmail("weak"), password: "password" });
    await expect(page.getByRole("form", { name: "Sign up" }).getByText(/Choose a stronger password/)).toBeVisible();
  });

  test("reset the password by e-mail: old password refused, new one works", async ({ page }) => {
    const email = newEmail("reset");
    await signUpInBrowser(page, { name: "Reset Me", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account uses that e-mail address");

    const link = await mailedLink(email, "/reset-password?token=");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel("New password").fill("my brand new passphrase");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.getByRole("status")).toContainText("Your password has been changed");

    await signInInBrowser(page, { email }, "");
    await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toBeVisible();
    await signInInBrowser(page, { email, password: "my brand new passphrase" }, "/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel("New password").fill("yet another passphrase");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert")).toContainText("This link has expired or has already been used");
  });

  test("sign out on all devices signs the other browser out too", async ({ page, browser }) => {
    const email = newEmail("devices");
    await signUpInBrowser(page, { name: "Two Devices", email });
    await expect(page).toHaveURL(/\/dashboard$/);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await signInInBrowser(phone, { email });
    await expect(phone).toHaveURL(/\/dashboard$/);

    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out on all devices" }).click();
    await expect(page).toHaveURL(/\/login\?signedOut=everywhere$/);

    await phone.goto("/dashboard");
    await expect(phone).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await other.close();
  });

  test("a signed-out visit to /dashboard goes to /login and back after signing in; /auth leads there too", async ({ page }) => {
    const email = newEmail("back");
    await signUpInBrowser(page, { name: "Come Back", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await signInInBrowser(page, { email }, "");
    await expect(page).toHaveURL(/\/account$/);

    await page.context().clearCookies();
    await page.goto("/auth?redirectTo=/courses/voice-elevated/details");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcourses%2Fvoice-elevated%2Fdetails$/);
    await signInInBrowser(page, { email }, "");
    await expect(page).toHaveURL(/\/courses\/voice-elevated\/details$/);

    // Never off the site.
    await page.context().clearCookies();
    await page.goto("/login?redirectTo=//evil.example/");
    await signInInBrowser(page, { email }, "");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a student gets 403 on /admin and on a posted admin action, which changes nothing", async ({ page, browser }) => {
    const email = newEmail("student");
    await signUpInBrowser(page, { name: "Just Student", email });
    await expect(page).toHaveURL(/\/dashboard$/);

    const response = await page.goto("/admin");
    expect(response!.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This area is for the studio team");
    await expectNoSeriousAxeViolations(page);

    // The admin's page names each account's id in its forms: find the student's.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAs(admin, E2E_ADMIN);
    await admin.goto(`/admin/students?q=${encodeURIComponent(email)}`);
    const row = admin.getByRole("listitem").filter({ hasText: email });
    await expect(row.getByText("Role: student")).toBeVisible();
    const studentId = await row.locator('input[name="userId"]').first().getAttribute("value");

    // The student posts the promotion to themselves from the site's own origin.
    const posted = await page.request.post("/admin/students", {
      form: { intent: "change-role", userId: studentId!, role: "admin" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    // The print-on-demand queue's actions have the same guard.
    const podPost = await page.request.post("/admin/print-on-demand", {
      form: { intent: "pod-handled", fulfilmentId: "any-order" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(podPost.status()).toBe(403);
    // And a visitor with no session goes to the login.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.request.post(new URL("/admin/students", page.url()).toString(), {
      form: { intent: "change-role", userId: studentId!, role: "admin" },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(visitor.status());
    await anonymous.close();

    await admin.reload();
    await expect(admin.getByRole("listitem").filter({ hasText: email }).getByText("Role: student")).toBeVisible();
    expect((await page.goto("/admin"))!.status()).toBe(403);
    await adminContext.close();
  });

  test("download my data, then delete the account: signed out, and the e-mail can sign up afresh", async ({ page }) => {
    const email = newEmail("privacy");
    await signUpInBrowser(page, { name: "Private Person", email });
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/account");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const file = await download;
    const body = JSON.parse(await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8")));
    expect(body.profile).toMatchObject({ email, name: "Private Person", emailVerified: false, role: "student" });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);

    await page.getByRole("button", { name: "Delete my account" }).click();
    // The browser's own check asks for the confirmation first.
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel("I understand that deleting my account cannot be undone.").check();
    // And the password, checked on the server: a wrong one deletes nothing.
    await page.getByRole("region", { name: "Your data" }).getByLabel("Your password").fill("not my password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That password is not right. Enter the password you sign in with: nothing has been deleted.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your data" }).getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel("I understand that deleting my account cannot be undone.").check();
    await page.getByRole("region", { name: "Your data" }).getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await expect(page.getByRole("status")).toContainText("Your account has been deleted");

    await signInInBrowser(page, { email }, "");
    await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toBeVisible();
    expect((await page.request.get("/api/my-data", { maxRedirects: 0 })).status()).toBe(302);
  });
});

test.describe("accounts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/admin/students finds people with a plain GET search and pages with links", async ({ page }) => {
    await signInAs(page, E2E_ADMIN);
    await page.goto("/admin/students");
    await expect(page.getByText("Every account, newest first.")).toBeVisible();
    const search = page.getByRole("search", { name: "Students" });
    await search.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(E2E_ADMIN.email.toUpperCase());
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/admin\/students\?q=/);
    const people = page.getByRole("list", { name: "Students and their courses" }).getByRole("listitem");
    await expect(people).toHaveCount(1);
    await expect(people.first()).toContainText(E2E_ADMIN.email);
    await expect(people.first()).toContainText("You");

    // Nobody's name or e-mail starts with this: an empty page, and a way back to everyone.
    await page.goto("/admin/students?q=%25nobody");
    await expect(people).toHaveCount(0);
    await expect(page.getByText("None found.", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Show everyone" }).click();
    await expect(page).toHaveURL(/\/admin\/students$/);
    // Paging: a 'Next' link (when there are more than a page of accounts) leads to other people and back.
    const next = page.getByRole("navigation", { name: "Student pages" }).getByRole("link", { name: /Next/ });
    if (await next.count()) {
      const firstPage = await people.allTextContents();
      await next.click();
      await expect(page).toHaveURL(/after=/);
      const secondPage = await people.allTextContents();
      expect(secondPage.filter((person) => firstPage.includes(person))).toEqual([]);
      const secondUrl = page.url();
      await page
        .getByRole("navigation", { name: "Student pages" })
        .getByRole("link", { name: /Previous/ })
        .click();
      await expect(page).not.toHaveURL(secondUrl);
      // Other specs add and delete accounts meanwhile: the pages are compared by who is on them,
      // not word for word (a deleted account once left the first page one person short).
      const back = await people.allTextContents();
      expect(back.filter((person) => secondPage.includes(person))).toEqual([]);
      expect(back.filter((person) => firstPage.includes(person)).length).toBeGreaterThan(0);
    }
  });

  test("/login signs up and signs in with plain form posts, tabs are links", async ({ page }) => {
    const email = newEmail("nojs");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=sign-up/);
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByLabel("Full name").fill("No Script");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("status")).toHaveText(SIGNED_UP);
    await page.getByRole("form", { name: "Sign in" }).getByLabel("Password").fill(PASSWORD);
    await page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Course Dashboard" })).toBeVisible();

    await page.context().clearCookies();
    await page.goto("/login");
    await signInInBrowser(page, { email, password: "wrong password here" }, "");
    await expect(page.getByRole("alert")).toContainText("do not match an account");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await signInInBrowser(page, { email }, "");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("a signed-out visitor gets no private page, data or action: each goes to /login and back", async ({ request }) => {
  for (const path of ["/dashboard", "/account", "/account/orders/00000000-0000-4000-8000-000000000000", "/admin", "/api/my-data"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect([302, 303], path).toContain(answer.status());
    expect(answer.headers()["location"], path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  for (const intent of ["delete-account", "two-factor-start", "resend-verification", "change-name", "change-email", "change-password"]) {
    const answer = await request.post("/account", { form: { intent, password: "anything-at-all" }, maxRedirects: 0 });
    expect([302, 303], intent).toContain(answer.status());
    expect(answer.headers()["location"], intent).toMatch(/^\/login\?redirectTo=/);
  }
  const me = await request.get("/api/me");
  expect(await me.json()).toEqual({ signedIn: false });
  expect(me.headers()["cache-control"]).toContain("no-store");
});
