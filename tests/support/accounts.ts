import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { waitForMail } from "./mailbox";

/** The admin scripts/e2e-server.mjs creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: process.env.E2E_ADMIN_EMAIL ?? "admin@e2e.test", password: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-passphrase" };

export const PASSWORD = "a long enough passphrase";

/** A fresh address per test (tests run in parallel and against one server). */
export function newEmail(label: string) {
  return `${label}-${randomBytes(5).toString("hex")}@e2e.test`;
}

/** The link of a given path in the newest mail to `to` containing it. */
export async function mailedLink(to: string, path: string) {
  const [mail] = (await waitForMail(to, { marker: path })).slice(-1);
  const link = new RegExp(`https?://[^\\s"<>]+${path.replace("?", "\\?")}[^\\s"<>]*`).exec(mail!.text)?.[0];
  if (!link) throw new Error(`No ${path} link in the mail to ${to}`);
  return link;
}

/** What the login page says after every sign-up, new address or taken (decision 023). */
export const SIGNED_UP = /We have sent an e-mail to the address you gave/;

/**
 * Signs up at /login and, when the sign-up was accepted, signs in with the same password
 * (sign-up signs nobody in: it answers a taken address exactly as a new one), which lands on
 * the dashboard or `redirectTo`. `signIn: false` stops at the sign-up's answer.
 */
export async function signUpInBrowser(
  page: Page,
  person: { name: string; email: string; password?: string },
  options: { signIn?: boolean; path?: string } = {},
) {
  await page.goto(options.path ?? "/login?tab=sign-up");
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full name").fill(person.name);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password").fill(person.password ?? PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();
  const accepted = page.getByRole("status").filter({ hasText: SIGNED_UP });
  const refused = form.locator('[aria-invalid="true"], [role="alert"]');
  await accepted.or(refused).first().waitFor();
  if (options.signIn === false || !(await accepted.isVisible())) return;
  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Password").fill(person.password ?? PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in and waits for home: the dashboard, or the back office for the coach (the session cookie is set by then). */
export async function signInAs(page: Page, person: { email: string; password?: string }) {
  await signInInBrowser(page, person);
  await page.waitForURL(/\/(dashboard|admin)$/);
}

export async function signInInBrowser(page: Page, person: { email: string; password?: string }, path = "/login") {
  if (path) await page.goto(path);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password").fill(person.password ?? PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Opens the mailed confirmation link and confirms with the account's password (decision 023). */
export async function confirmAddress(page: Page, link: string, password = PASSWORD) {
  await page.goto(link);
  const form = page.getByRole("form", { name: "Confirm your e-mail address" });
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Confirm my address" }).click();
}
