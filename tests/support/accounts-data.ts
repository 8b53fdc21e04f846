import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../db";
import { createTestAuth } from "./auth";
import type { DatabaseHandle } from "~/db/client.server";
import { account, bookings, cartCheckouts, orders, outbox, podFulfilments, rateLimitHits, session, twoFactor, user, verification } from "~/db/schema";
import { resetEnvForTests } from "~/env.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import * as actions from "~/modules/accounts/actions.server";
import { installAuth, type Auth } from "~/modules/accounts/auth.server";

/**
 * The account flows as the routes call them (data tests): a real database, better-auth on it,
 * the app's `db()` and `auth()` pointing there, links read from the outbox. Registers the
 * hooks; each test starts with no accounts, orders, mails or counters.
 */
export function accountsInProcess() {
  const state = {} as { handle: DatabaseHandle; auth: Auth };
  const store = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };
  const dataDir = mkdtempSync(path.join(tmpdir(), "accounts-flows-"));
  let ipCounter = 0;

  beforeAll(async () => {
    state.handle = await createTestDatabase();
    await seedCatalogue(state.handle.db);
    Object.assign(process.env, { DATA_DIR: dataDir, PUBLIC_URL: "https://studio.test" });
    delete process.env.SMTP_URL;
    resetEnvForTests();
    store.__appDatabase = state.handle;
    state.auth = createTestAuth(state.handle.db);
    installAuth(state.auth);
  });
  afterAll(async () => {
    store.__appDatabase = undefined;
    await state.handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const db = state.handle.db;
    for (const table of [podFulfilments, cartCheckouts, orders, bookings, outbox, session, account, verification, rateLimitHits, twoFactor])
      await db.delete(table);
    await db.execute('alter table "user" disable trigger user_keep_one_admin');
    await db.delete(user);
    await db.execute('alter table "user" enable trigger user_keep_one_admin');
  });

  const context = () => ({ clientIp: `198.51.100.${(++ipCounter % 250) + 1}`, cspNonce: "" });
  const form = (fields: Record<string, string | undefined>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
    return body;
  };
  const post = (url = "https://studio.test/login", cookie?: string) => new Request(url, { method: "POST", headers: cookie ? { Cookie: cookie } : {} });

  /** What an action or loader answered: a Response (redirects) or React Router's data(). */
  function answerOf(result: unknown) {
    if (result instanceof Response) return { status: result.status, body: undefined as unknown, headers: result.headers };
    const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (wrapped?.type === "DataWithResponseInit")
      return { status: wrapped.init?.status ?? 200, body: wrapped.data, headers: new Headers(wrapped.init?.headers ?? undefined) };
    return { status: 200, body: result, headers: new Headers() };
  }
  async function settle(run: () => Promise<unknown>) {
    try {
      return answerOf(await run());
    } catch (thrown) {
      return answerOf(thrown);
    }
  }

  const signUp = (email: string, password: string, name = "Someone") =>
    settle(() => actions.signUp(post(), context(), form({ intent: "sign-up", name, email, password })));
  const userRow = async (email: string) => (await state.handle.db.select().from(user).where(eq(user.email, email)))[0]!;
  const mailsTo = async (to: string, kind?: string) =>
    (await state.handle.db.select().from(outbox).where(eq(outbox.to, to))).filter((mail) => !kind || mail.kind === kind);
  async function linkIn(to: string, pathPrefix: string) {
    const text = (await mailsTo(to)).map((mail) => mail.text).join("\n");
    const links = [...text.matchAll(new RegExp(`https://studio\\.test${pathPrefix.replace("?", "\\?")}[^\\s]+`, "g"))].map((match) => match[0]);
    expect(links.length, `a ${pathPrefix} link to ${to}`).toBeGreaterThan(0);
    return links.at(-1)!;
  }
  async function sessionCookie(email: string, password: string) {
    const { headers } = await state.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    return headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }
  const paidOrder = (id: string, owner: { userId?: string; email?: string }) =>
    state.handle.db.insert(orders).values({
      id,
      status: "paid",
      userId: owner.userId ?? null,
      email: owner.email ?? null,
      items: [{ itemId: "voice-elevated", name: "Voice Elevated", quantity: 1, unitAmount: 1_850_000, currency: "DKK" }],
      amountTotal: 1_850_000,
      currency: "DKK",
      provider: "test",
      providerSessionId: `cs_${id}`,
      idempotencyKey: `key-${id}`,
      paidAt: new Date(),
    });
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  return { state, context, form, post, settle, signUp, userRow, mailsTo, linkIn, sessionCookie, paidOrder, tokenOf };
}
