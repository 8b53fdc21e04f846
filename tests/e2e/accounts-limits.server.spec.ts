import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, test } from "./support/test";
import { PASSWORD, newEmail } from "../support/accounts";

// Issue 20: password guessing in parallel, and across many addresses. The e2e server trusts
// X-Forwarded-For from loopback (scripts/e2e-server.mjs), so each request names its client.
test.describe.configure({ timeout: 120_000 });

const freshIp = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${(c! % 250) + 1}`;
};

async function client(playwright: PlaywrightWorkerArgs["playwright"], ip: string) {
  return playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
}

const signIn = (api: APIRequestContext, email: string, password: string) =>
  api.post("/login", { form: { intent: "sign-in", email, password }, maxRedirects: 0 });

async function expectLimited(answer: APIResponse, text: RegExp) {
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await answer.text()).toMatch(text);
}

test("60 wrong passwords sent at once from one address: at most 20 reach the password check, the rest get 429 and Retry-After", async ({ playwright }) => {
  const api = await client(playwright, freshIp());
  // A different e-mail each time, so only the per-address limit is at work here.
  const answers = await Promise.all(Array.from({ length: 60 }, () => signIn(api, newEmail("guess"), "not the password")));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  await expectLimited(
    answers.find((answer) => answer.status() === 429)!,
    /Too many attempts from your network/,
  );
  await api.dispose();
});

test("one account is limited across addresses: after 10 wrong passwords from 10 addresses the 11th address gets 429 too, another account does not", async ({
  playwright,
}) => {
  const email = newEmail("target");
  const owner = await client(playwright, freshIp());
  const signedUp = await owner.post("/login", { form: { intent: "sign-up", name: "Tara Target", email, password: PASSWORD }, maxRedirects: 0 });
  expect([200, 303]).toContain(signedUp.status());

  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const attacker = await client(playwright, freshIp());
    statuses.push((await signIn(attacker, email, `guess number ${i}`)).status());
    await attacker.dispose();
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  const other = await client(playwright, freshIp());
  await expectLimited(await signIn(other, email, "yet another guess"), /Too many attempts for this account/);
  // The limit is the account's: another account from the same address signs in.
  const second = newEmail("bystander");
  await other.post("/login", { form: { intent: "sign-up", name: "By Stander", email: second, password: PASSWORD }, maxRedirects: 0 });
  expect((await signIn(other, second, PASSWORD)).status()).toBe(303);
  await other.dispose();
  await owner.dispose();
});

test("a successful sign-in gives its token back: 25 good sign-ins in a row from one address are never limited", async ({ playwright }) => {
  const email = newEmail("regular");
  const api = await client(playwright, freshIp());
  await api.post("/login", { form: { intent: "sign-up", name: "Reg Ular", email, password: PASSWORD }, maxRedirects: 0 });
  for (let i = 0; i < 25; i++) expect((await signIn(api, email, PASSWORD)).status(), `sign-in ${i + 1}`).toBe(303);
  await api.dispose();
});

test("/account and /dashboard answer Cache-Control: private, no-store", async ({ playwright }) => {
  const email = newEmail("nocache");
  const api = await client(playwright, freshIp());
  await api.post("/login", { form: { intent: "sign-up", name: "No Cache", email, password: PASSWORD }, maxRedirects: 0 });
  expect((await signIn(api, email, PASSWORD)).status()).toBe(303);
  for (const path of ["/account", "/dashboard"]) {
    const page = await api.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
    expect(page.headers()["cache-control"], path).toBe("private, no-store");
  }
  await api.dispose();
});
