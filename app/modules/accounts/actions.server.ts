import { data, redirect, type AppLoadContext } from "react-router";
import { APIError } from "better-auth/api";
import { db } from "~/db/db.server";
import { user, type Role } from "~/db/schema";
import { eq } from "drizzle-orm";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { takeRateLimit, type RateLimitedForm } from "~/modules/forms/rate-limit.server";
import { parseFields } from "~/modules/forms/form-input";
import type { AuthFormFailure, SignUpAnswer } from "./form-types";
import { beginPasswordAttempt, type PasswordAttempt } from "./attempts.server";
import { findEmailProof, isAccountPassword, maskEmail, spendEmailProof } from "./email-proof.server";
import { findEmailChange, spendEmailChange } from "./email-change.server";
import { emailChangedMail } from "./mails";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { auth, SESSION_DAYS, withMailOrigin } from "./auth.server";
import { getOptionalUser, requireUser } from "./guards.server";
import { deleteAccount } from "./privacy.server";
import { clearedHintCookie, signedInHintCookie } from "./hint-cookie";
import { cookiesOnSignIn, cookiesOnSignOut } from "./session-hooks.server";
import { accountMessages as m } from "./messages";
import { confirmEmailSchema, currentPasswordSchema, resetPasswordSchema, resetRequestSchema, signInSchema, signUpSchema, totpCodeSchema } from "./schemas";

const secure = (request: Request) => publicOrigin(request).startsWith("https:");

/** Where to go after signing in: a path on this site from `redirectTo`, else home: the back office for the coach and her assistant, the dashboard for a student. */
export function afterSignIn(redirectTo: FormDataEntryValue | string | null | undefined, role: Role = "student") {
  const home = role === "student" ? "/dashboard" : "/admin";
  const path = safeRedirectPath(redirectTo, { origin: publicOrigin(), fallback: home });
  return path.startsWith("/login") || path.startsWith("/auth") ? home : path;
}

/** The role of the account that just signed in (better-auth's answer does not carry it). */
async function roleOf(userId: string | undefined): Promise<Role> {
  if (!userId) return "student";
  const [found] = await db().select({ role: user.role }).from(user).where(eq(user.id, userId));
  return found?.role ?? "student";
}

function fail(status: number, failure: Omit<AuthFormFailure, "ok">, headers?: HeadersInit) {
  return data<AuthFormFailure>({ ok: false, ...failure }, { status, headers });
}

async function limited(context: AppLoadContext, form: RateLimitedForm, which: AuthFormFailure["form"], values: AuthFormFailure["values"]) {
  const decision = await takeRateLimit(db(), form, clientIp(context));
  if (decision.allowed) return null;
  return fail(429, { form: which, message: m.rateLimited, fieldErrors: {}, values }, { "Retry-After": String(decision.retryAfterSeconds) });
}

/** The answer to a password check refused by a limit (attempts.server.ts). */
function refusedAttempt(attempt: Extract<PasswordAttempt, { allowed: false }>, which: AuthFormFailure["form"], values: AuthFormFailure["values"]) {
  const message = attempt.by === "account" ? m.accountRateLimited : m.rateLimited;
  return fail(429, { form: which, message, fieldErrors: {}, values }, { "Retry-After": String(attempt.retryAfterSeconds) });
}

const userIdOf = (response: unknown) => (response as { user?: { id?: string } } | undefined)?.user?.id;

/** better-auth's cookies plus our signed-in hint, on a redirect; the guest cart joins the user's (decision 016). */
async function signedIn(request: Request, authHeaders: Headers, to: string, userId: string | undefined) {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", signedInHintCookie({ secure: secure(request), maxAgeSeconds: SESSION_DAYS * 86_400 }));
  for (const cookie of await cookiesOnSignIn(request, userId)) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

function signedOut(request: Request, authHeaders: Headers | undefined, to: string, freshCart = false) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", clearedHintCookie({ secure: secure(request) }));
  if (freshCart) for (const cookie of cookiesOnSignOut(request)) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

const codeOf = (error: unknown) => (error instanceof APIError ? String((error.body as { code?: string } | undefined)?.code ?? "") : "");

export async function signIn(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(signInSchema, { email: form.get("email"), password: form.get("password") });
  const values = { email: String(form.get("email") ?? "").slice(0, 254) };
  if (!parsed.ok) return fail(400, { form: "sign-in", fieldErrors: parsed.fieldErrors, values });
  // Counted before the password is checked (per network and per e-mail tried), given back on success.
  const attempt = await beginPasswordAttempt(db(), clientIp(context), parsed.data.email);
  if (!attempt.allowed) return refusedAttempt(attempt, "sign-in", values);
  const requested = form.get("redirectTo");
  try {
    const { headers, response } = await auth().api.signInEmail({ body: parsed.data, headers: request.headers, returnHeaders: true });
    await attempt.succeeded();
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const next = new Headers();
      for (const cookie of headers.getSetCookie()) next.append("Set-Cookie", cookie);
      const onward = typeof requested === "string" && requested ? `&redirectTo=${encodeURIComponent(afterSignIn(requested))}` : "";
      return redirect(`/login?step=two-factor${onward}`, { status: 303, headers: next });
    }
    const userId = userIdOf(response);
    return signedIn(request, headers, afterSignIn(requested, await roleOf(userId)), userId);
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return fail(401, { form: "sign-in", message: m.wrongCredentials, fieldErrors: {}, values });
    // Our failure, not a guess: it does not count.
    await attempt.succeeded();
    throw error;
  }
}

/**
 * Creates the account and sends the link that proves the address. A taken address gets the
 * very same answer (and its owner a mail instead), so sign-up tells nobody who has an account
 * (decision 023). Nobody is signed in by it: the sign-in form comes next, e-mail filled in.
 */
export async function signUp(request: Request, context: AppLoadContext, form: FormData) {
  const input = { name: form.get("name"), email: form.get("email"), password: form.get("password") };
  const parsed = parseFields(signUpSchema, input);
  const values = { name: String(input.name ?? "").slice(0, 120), email: String(input.email ?? "").slice(0, 254) };
  if (!parsed.ok) return fail(400, { form: "sign-up", fieldErrors: parsed.fieldErrors, values });
  const tooMany = await limited(context, "sign-up", "sign-up", values);
  if (tooMany) return tooMany;
  try {
    await withMailOrigin(publicOrigin(request), () => auth().api.signUpEmail({ body: parsed.data, headers: request.headers }));
  } catch (error) {
    const code = codeOf(error);
    if (code.startsWith("PASSWORD_TOO")) return fail(400, { form: "sign-up", fieldErrors: { password: m.weakPassword }, values });
    throw error;
  }
  return data<SignUpAnswer>({ ok: true, form: "sign-up", message: m.signedUp, values: { email: parsed.data.email } });
}

/** The second step of a sign-in with TOTP: a code from the app, or a recovery code. */
export async function verifySecondFactor(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(totpCodeSchema, { code: form.get("code") });
  if (!parsed.ok) return fail(400, { form: "two-factor", fieldErrors: { code: m.codeInvalid }, values: {} });
  // The pending sign-in names no e-mail here: per network (better-auth also locks the account after 5 codes).
  const attempt = await beginPasswordAttempt(db(), clientIp(context));
  if (!attempt.allowed) return refusedAttempt(attempt, "two-factor", {});
  const code = parsed.data.code.replace(/\s+/g, "");
  try {
    const call = /^\d{6}$/.test(code)
      ? auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
      : auth().api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
    const { headers, response } = await call;
    await attempt.succeeded();
    const userId = userIdOf(response);
    return signedIn(request, headers, afterSignIn(form.get("redirectTo"), await roleOf(userId)), userId);
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      const reason = codeOf(error);
      // The pending sign-in (10 minutes, 5 codes) is gone: only the password step can start a new one.
      const message =
        reason === "INVALID_TWO_FACTOR_COOKIE" || reason === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
          ? m.codeExpired
          : reason === "ACCOUNT_TEMPORARILY_LOCKED"
            ? m.codeLocked
            : m.codeInvalid;
      return fail(401, { form: "two-factor", message, fieldErrors: {}, values: {} });
    }
    throw error;
  }
}

export async function signOut(request: Request, everywhere: boolean) {
  const current = await getOptionalUser(request);
  if (!current) return signedOut(request, undefined, "/", true);
  const { headers } = everywhere
    ? await auth().api.revokeSessions({ headers: request.headers, returnHeaders: true })
    : await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return signedOut(request, headers, everywhere ? "/login?signedOut=everywhere" : "/", true);
}

/** Always the same answer, at once: the e-mail (if there is an account) is prepared afterwards. */
export async function requestPasswordReset(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(resetRequestSchema, { email: form.get("email") });
  const values = { email: String(form.get("email") ?? "").slice(0, 254) };
  if (!parsed.ok) return fail(400, { form: "reset-request", fieldErrors: parsed.fieldErrors, values });
  const tooMany = await limited(context, "password-reset", "reset-request", values);
  if (tooMany) return tooMany;
  const origin = publicOrigin(request);
  // Not awaited: whether an account exists must not show in how long the answer takes.
  void withMailOrigin(origin, () => auth().api.requestPasswordReset({ body: { email: parsed.data.email, redirectTo: "/reset-password" } })).catch(
    (error: unknown) => logger.error({ err: error }, "password reset request failed"),
  );
  return data({ ok: true as const, message: m.resetRequested });
}

export async function resetPassword(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(resetPasswordSchema, { token: form.get("token"), password: form.get("password") });
  if (!parsed.ok) return fail(400, { form: "reset-password", fieldErrors: parsed.fieldErrors, values: {} });
  const tooMany = await limited(context, "password-reset", "reset-password", {});
  if (tooMany) return tooMany;
  try {
    await auth().api.resetPassword({ body: { token: parsed.data.token, newPassword: parsed.data.password } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return fail(400, { form: "reset-password", message: m.resetInvalid, fieldErrors: {}, values: {} });
    throw error;
  }
  return signedOut(request, undefined, "/login?reset=done");
}

/**
 * What the mailed link's page shows (a GET: it changes nothing): the address a sign-up's link
 * proves, or the new address a change's link moves the account to (decision 038).
 */
export async function pendingEmailProof(token: string | null) {
  const proof = await findEmailProof(db(), token);
  if (proof) return { ok: true as const, kind: "proof" as const, maskedEmail: maskEmail(proof.email) };
  const change = await findEmailChange(db(), token);
  return change ? { ok: true as const, kind: "change" as const, maskedEmail: maskEmail(change.to) } : { ok: false as const };
}

export type ConfirmEmailAnswer = { ok: true; kind: "proof" | "change" } | { ok: false; message?: string; fieldErrors: { password?: string } };

/**
 * The deliberate POST that proves the address: the link's token (once) and the account's
 * password, so a mail scanner that follows links proves nothing, and neither does someone who
 * only has the mailbox of an account another person opened with that address (decision 023).
 */
export async function confirmEmail(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(confirmEmailSchema, { token: form.get("token"), password: form.get("password") });
  const refuse = (status: number, answer: Omit<Extract<ConfirmEmailAnswer, { ok: false }>, "ok">, headers?: HeadersInit) =>
    data<ConfirmEmailAnswer>({ ok: false, ...answer }, { status, headers });
  if (!parsed.ok) return refuse(400, { fieldErrors: { password: parsed.fieldErrors.password ?? m.passwordRequired } });
  const proof = await findEmailProof(db(), parsed.data.token);
  const change = proof ? null : await findEmailChange(db(), parsed.data.token);
  const pending = proof ? { userId: proof.userId, email: proof.email } : change ? { userId: change.userId, email: change.from } : null;
  if (!pending) return refuse(400, { message: m.verifyInvalid, fieldErrors: {} });
  // A password check like a sign-in: the same limits, per network and per account.
  const attempt = await beginPasswordAttempt(db(), clientIp(context), pending.email);
  if (!attempt.allowed)
    return refuse(
      429,
      { message: attempt.by === "account" ? m.accountRateLimited : m.rateLimited, fieldErrors: {} },
      { "Retry-After": String(attempt.retryAfterSeconds) },
    );
  if (!(await isAccountPassword(pending.userId, parsed.data.password))) return refuse(400, { fieldErrors: { password: m.confirmPasswordWrong } });
  await attempt.succeeded();
  if (change) {
    const ctx = mailContext(publicOrigin(request));
    const spent = await spendEmailChange(db(), parsed.data.token, {
      mails: ({ from, to }) => [emailChangedMail({ from, maskedTo: maskEmail(to) }, ctx)],
      mode: mailSettings().mode,
    });
    if (!spent.ok) return refuse(400, { message: m.emailChangeInvalid, fieldErrors: {} });
    kickMailWorker();
    return data<ConfirmEmailAnswer>({ ok: true, kind: "change" });
  }
  if (!(await spendEmailProof(db(), parsed.data.token))) return refuse(400, { message: m.verifyInvalid, fieldErrors: {} });
  return data<ConfirmEmailAnswer>({ ok: true, kind: "proof" });
}

export async function resendVerification(request: Request, context: AppLoadContext) {
  const current = await requireUser(request);
  const decision = await takeRateLimit(db(), "password-reset", clientIp(context));
  if (!decision.allowed)
    return data({ ok: false as const, message: m.rateLimited }, { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } });
  if (!current.emailVerified) {
    await withMailOrigin(publicOrigin(request), () => auth().api.sendVerificationEmail({ body: { email: current.email }, headers: request.headers }));
  }
  return data({ ok: true as const, message: m.verificationSent });
}

/** Deletes the signed-in person's account (docs/rules.md, "Accounts") and clears this browser's cookies. */
export async function deleteMyAccount(request: Request, context: AppLoadContext, form: FormData) {
  const current = await requireUser(request);
  if (form.get("confirm") !== "yes")
    return data(
      { ok: false as const, about: "delete-account" as const, message: "Tick the box to confirm that you want to delete your account." },
      { status: 400 },
    );
  // A session left open on a shared computer is not enough: the password, checked on the server.
  const parsed = parseFields(currentPasswordSchema, { password: form.get("password") });
  if (!parsed.ok) return data({ ok: false as const, about: "delete-account" as const, message: m.deletePasswordWrong }, { status: 400 });
  const attempt = await beginPasswordAttempt(db(), clientIp(context), current.email);
  if (!attempt.allowed)
    return data(
      { ok: false as const, about: "delete-account" as const, message: attempt.by === "account" ? m.accountRateLimited : m.rateLimited },
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
    );
  if (!(await isAccountPassword(current.id, parsed.data.password)))
    return data({ ok: false as const, about: "delete-account" as const, message: m.deletePasswordWrong }, { status: 400 });
  await attempt.succeeded();
  const outcome = await deleteAccount(db(), current.id);
  if (!outcome.ok)
    return data({ ok: false as const, about: "delete-account" as const, message: outcome.reason === "last-admin" ? m.lastAdmin : m.generic }, { status: 409 });
  const ctx = await auth().$context;
  const headers = new Headers();
  for (const cookie of Object.values(ctx.authCookies)) {
    headers.append("Set-Cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request) ? "; Secure" : ""}`);
  }
  return signedOut(request, headers, "/login?deleted=1");
}

/** An admin changes someone's role; the guard runs before anything is read from the form. */
