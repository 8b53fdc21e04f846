import { data, redirect, type AppLoadContext } from "react-router";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { db } from "~/db/db.server";
import { twoFactor } from "~/db/schema";
import { clientIp } from "~/modules/forms/client-ip.server";
import { parseFields } from "~/modules/forms/form-input";
import { beginPasswordAttempt } from "./attempts.server";
import { auth } from "./auth.server";
import { requireUser } from "./guards.server";
import { accountMessages as m } from "./messages";
import { currentPasswordSchema, setupCodeSchema } from "./schemas";
import type { TwoFactorAnswer, TwoFactorIntent, TwoFactorStatus } from "./two-factor-types";
import { totpKey } from "./two-factor-key";
import { qrPicture } from "./two-factor-qr.server";

/** "pending": turned on with the password, but no code from the app has confirmed it yet. */
export async function twoFactorStatus(database: Database, userId: string): Promise<TwoFactorStatus> {
  const [row] = await database.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  if (!row) return "off";
  return row.verified === false ? "pending" : "on";
}

const codeOf = (error: unknown) => (error instanceof APIError ? String((error.body as { code?: string } | undefined)?.code ?? "") : "");

function fail(intent: TwoFactorIntent, status: number, failure: { message?: string; fieldErrors?: Record<string, string> }, headers?: HeadersInit) {
  return data<TwoFactorAnswer>({ ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors ?? {} }, { status, headers });
}

// A stolen session must not become a password oracle: passwords and codes here count towards
// the same limits as sign-ins, per network and per account (taken before the check, given back
// when it succeeds: attempts.server.ts).
async function begin(request: Request, context: AppLoadContext, intent: TwoFactorIntent) {
  const who = await requireUser(request);
  const attempt = await beginPasswordAttempt(db(), clientIp(context), who.email);
  if (attempt.allowed) return { attempt };
  const message = attempt.by === "account" ? m.accountRateLimited : m.rateLimited;
  return { answer: fail(intent, 429, { message }, { "Retry-After": String(attempt.retryAfterSeconds) }) };
}

function refused(intent: TwoFactorIntent, field: "password" | "code", message: string) {
  return fail(intent, 400, { fieldErrors: { [field]: message } });
}

/** better-auth replaced the session (and its cookie): the next page must be a new request that carries it. */
function redirectWithCookies(authHeaders: Headers, to: string) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

async function passwordOf(form: FormData, intent: TwoFactorIntent) {
  const parsed = parseFields(currentPasswordSchema, { password: form.get("password") });
  return parsed.ok
    ? { password: parsed.data.password }
    : { failure: fail(intent, 400, { fieldErrors: { password: parsed.fieldErrors.password ?? m.passwordRequired } }) };
}

/** Step one: a new secret and recovery codes, shown once in this answer and never again. */
export async function startTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  await requireUser(request);
  const intent = "two-factor-start";
  const input = await passwordOf(form, intent);
  if ("failure" in input) return input.failure;
  const gate = await begin(request, context, intent);
  if ("answer" in gate) return gate.answer;
  const { attempt } = gate;
  try {
    const result = await auth().api.enableTwoFactor({ body: { password: input.password, method: "totp" }, headers: request.headers });
    await attempt.succeeded();
    const key = result.method === "totp" ? totpKey(result.totpURI) : null;
    if (!key || result.method !== "totp") throw new Error("two-factor setup answered without a key");
    return data<TwoFactorAnswer>(
      { ok: true, intent, setup: { ...key, qr: qrPicture(key.uri) }, recoveryCodes: result.backupCodes },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD") return refused(intent, "password", m.currentPasswordWrong);
    if (code === "TOTP_ALREADY_ENABLED") return fail(intent, 409, { message: m.twoFactorAlreadyOn });
    throw error;
  }
}

/** Step two: the first code from the app proves it holds the secret; only then does sign-in ask for codes. */
export async function confirmTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  await requireUser(request);
  const intent = "two-factor-confirm";
  const parsed = parseFields(setupCodeSchema, { code: form.get("code") });
  if (!parsed.ok) return fail(intent, 400, { fieldErrors: { code: parsed.fieldErrors.code ?? m.setupCodeFormat } });
  const gate = await begin(request, context, intent);
  if ("answer" in gate) return gate.answer;
  const { attempt } = gate;
  try {
    const { headers } = await auth().api.verifyTOTP({ body: { code: parsed.data.code }, headers: request.headers, returnHeaders: true });
    await attempt.succeeded();
    return redirectWithCookies(headers, "/account?twoFactor=on#two-step");
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_CODE") return refused(intent, "code", m.setupCodeWrong);
    if (code === "TOTP_NOT_ENABLED") return fail(intent, 409, { message: m.twoFactorNotOn });
    throw error;
  }
}

export async function turnOffTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  await requireUser(request);
  const intent = "two-factor-off";
  const input = await passwordOf(form, intent);
  if ("failure" in input) return input.failure;
  const gate = await begin(request, context, intent);
  if ("answer" in gate) return gate.answer;
  const { attempt } = gate;
  try {
    const { headers } = await auth().api.disableTwoFactor({ body: { password: input.password }, headers: request.headers, returnHeaders: true });
    await attempt.succeeded();
    return redirectWithCookies(headers, "/account?twoFactor=off#two-step");
  } catch (error) {
    if (codeOf(error) === "INVALID_PASSWORD") return refused(intent, "password", m.currentPasswordWrong);
    throw error;
  }
}

/** Replaces every recovery code; the new ones are shown once, in this answer. */
export async function newRecoveryCodes(request: Request, context: AppLoadContext, form: FormData) {
  await requireUser(request);
  const intent = "two-factor-codes";
  const input = await passwordOf(form, intent);
  if ("failure" in input) return input.failure;
  const gate = await begin(request, context, intent);
  if ("answer" in gate) return gate.answer;
  const { attempt } = gate;
  try {
    const result = await auth().api.generateBackupCodes({ body: { password: input.password }, headers: request.headers });
    await attempt.succeeded();
    return data<TwoFactorAnswer>(
      { ok: true, intent, message: m.newRecoveryCodes, recoveryCodes: result.backupCodes },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD") return refused(intent, "password", m.currentPasswordWrong);
    if (code === "TWO_FACTOR_NOT_ENABLED") return fail(intent, 409, { message: m.twoFactorNotOn });
    throw error;
  }
}
