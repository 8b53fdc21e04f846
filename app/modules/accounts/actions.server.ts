import { data, redirect, type AppLoadContext } from "react-router";
import { APIError } from "better-auth/api";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { publicOrigin } from "~/lib/origin.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { peekRateLimit, takeRateLimit, type RateLimitedForm } from "~/modules/forms/rate-limit.server";
import { parseFields } from "~/modules/forms/form-input";
import type { AuthFormFailure } from "./form-types";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { auth, SESSION_DAYS, withMailOrigin } from "./auth.server";
import { getOptionalUser, requireAdmin, requireUser } from "./guards.server";
import { deleteAccount } from "./privacy.server";
import { setRole } from "./roles.server";
import { clearedHintCookie, signedInHintCookie } from "./hint-cookie";
import { cookiesOnSignIn, cookiesOnSignOut } from "./session-hooks.server";
import { accountMessages as m } from "./messages";
import { resetPasswordSchema, resetRequestSchema, signInSchema, signUpSchema, totpCodeSchema } from "./schemas";

const secure = (request: Request) => publicOrigin(request).startsWith("https:");

/** Where to go after signing in: a path on this site from `redirectTo`, else the dashboard. */
export function afterSignIn(redirectTo: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirectPath(redirectTo, { origin: publicOrigin(), fallback: "/dashboard" });
  return path.startsWith("/login") || path.startsWith("/auth") ? "/dashboard" : path;
}

function fail(status: number, failure: Omit<AuthFormFailure, "ok">, headers?: HeadersInit) {
  return data<AuthFormFailure>({ ok: false, ...failure }, { status, headers });
}

async function limited(context: AppLoadContext, form: RateLimitedForm, which: AuthFormFailure["form"], values: AuthFormFailure["values"], peek = false) {
  const decision = await (peek ? peekRateLimit : takeRateLimit)(db(), form, clientIp(context));
  if (decision.allowed) return null;
  return fail(429, { form: which, message: m.rateLimited, fieldErrors: {}, values }, { "Retry-After": String(decision.retryAfterSeconds) });
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
  const tooMany = await limited(context, "sign-in", "sign-in", values, true);
  if (tooMany) return tooMany;
  const to = afterSignIn(form.get("redirectTo"));
  try {
    const { headers, response } = await auth().api.signInEmail({ body: parsed.data, headers: request.headers, returnHeaders: true });
    if ((response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
      const next = new Headers();
      for (const cookie of headers.getSetCookie()) next.append("Set-Cookie", cookie);
      return redirect(`/login?step=two-factor&redirectTo=${encodeURIComponent(to)}`, { status: 303, headers: next });
    }
    return signedIn(request, headers, to, userIdOf(response));
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      await takeRateLimit(db(), "sign-in", clientIp(context));
      return fail(401, { form: "sign-in", message: m.wrongCredentials, fieldErrors: {}, values });
    }
    throw error;
  }
}

export async function signUp(request: Request, context: AppLoadContext, form: FormData) {
  const input = { name: form.get("name"), email: form.get("email"), password: form.get("password") };
  const parsed = parseFields(signUpSchema, input);
  const values = { name: String(input.name ?? "").slice(0, 120), email: String(input.email ?? "").slice(0, 254) };
  if (!parsed.ok) return fail(400, { form: "sign-up", fieldErrors: parsed.fieldErrors, values });
  const tooMany = await limited(context, "sign-up", "sign-up", values);
  if (tooMany) return tooMany;
  try {
    const { headers, response } = await withMailOrigin(publicOrigin(request), () =>
      auth().api.signUpEmail({ body: parsed.data, headers: request.headers, returnHeaders: true }),
    );
    return signedIn(request, headers, afterSignIn(form.get("redirectTo")), userIdOf(response));
  } catch (error) {
    const code = codeOf(error);
    if (code.startsWith("USER_ALREADY_EXISTS")) return fail(409, { form: "sign-up", fieldErrors: { email: m.emailTaken }, values });
    if (code.startsWith("PASSWORD_TOO")) return fail(400, { form: "sign-up", fieldErrors: { password: m.weakPassword }, values });
    throw error;
  }
}

/** The second step of a sign-in with TOTP: a code from the app, or a recovery code. */
export async function verifySecondFactor(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseFields(totpCodeSchema, { code: form.get("code") });
  if (!parsed.ok) return fail(400, { form: "two-factor", fieldErrors: { code: m.codeInvalid }, values: {} });
  const tooMany = await limited(context, "sign-in", "two-factor", {}, true);
  if (tooMany) return tooMany;
  const code = parsed.data.code.replace(/\s+/g, "");
  try {
    const call = /^\d{6}$/.test(code)
      ? auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
      : auth().api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
    const { headers, response } = await call;
    return signedIn(request, headers, afterSignIn(form.get("redirectTo")), userIdOf(response));
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      await takeRateLimit(db(), "sign-in", clientIp(context));
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

export async function verifyEmail(token: string | null) {
  if (!token) return { ok: false as const };
  try {
    await auth().api.verifyEmail({ query: { token } });
    return { ok: true as const };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false as const };
    throw error;
  }
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
export async function deleteMyAccount(request: Request, form: FormData) {
  const current = await requireUser(request);
  if (form.get("confirm") !== "yes")
    return data({ ok: false as const, message: "Tick the box to confirm that you want to delete your account." }, { status: 400 });
  const outcome = await deleteAccount(db(), current.id);
  if (!outcome.ok) return data({ ok: false as const, message: outcome.reason === "last-admin" ? m.lastAdmin : m.generic }, { status: 409 });
  const ctx = await auth().$context;
  const headers = new Headers();
  for (const cookie of Object.values(ctx.authCookies)) {
    headers.append("Set-Cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request) ? "; Secure" : ""}`);
  }
  return signedOut(request, headers, "/login?deleted=1");
}

/** An admin changes someone's role; the guard runs before anything is read from the form. */
export async function changeRole(request: Request, form: FormData) {
  const admin = await requireAdmin(request);
  const role = form.get("role");
  const target = form.get("userId");
  if ((role !== "admin" && role !== "student") || typeof target !== "string") return data({ ok: false as const, message: m.generic }, { status: 400 });
  const outcome = await setRole(db(), admin.id, target, role);
  if (outcome.ok) return data({ ok: true as const, message: role === "admin" ? "Promoted to admin." : "Changed to student." });
  const message =
    outcome.reason === "last-admin" ? m.lastAdmin : outcome.reason === "self" ? "You cannot change your own role." : "That account no longer exists.";
  return data({ ok: false as const, message }, { status: 409 });
}
