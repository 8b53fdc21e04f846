import { data, redirect, type AppLoadContext } from "react-router";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { db } from "~/db/db.server";
import { user } from "~/db/schema";
import { publicOrigin } from "~/lib/origin.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { parseFields, readTextFields } from "~/modules/forms/form-input";
import { takeRateLimit, type RateLimitedForm } from "~/modules/forms/rate-limit.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { beginPasswordAttempt, emailSubject } from "./attempts.server";
import { auth } from "./auth.server";
import { addressTaken, issueEmailChange } from "./email-change.server";
import { requireUser } from "./guards.server";
import { emailChangeMail, emailChangeTakenMail } from "./mails";
import { accountMessages as m } from "./messages";
import { changeEmailSchema, changeNameSchema, changePasswordSchema } from "./profile-schemas";
import type { ProfileAnswer, ProfileIntent } from "./profile-types";

/**
 * The account page's three changes (issue 24, decision 038): name, e-mail address (through a
 * link to the new address) and password. Each action asks for the signed-in user first, checks
 * the form with the schema the browser used, then the limit, then changes.
 */

type Failure = Extract<ProfileAnswer, { ok: false }>;

function refuse(status: number, failure: Omit<Failure, "ok">, headers?: HeadersInit) {
  return data<ProfileAnswer>({ ok: false, ...failure }, { status, headers });
}

async function limited(context: AppLoadContext, form: RateLimitedForm, intent: ProfileIntent, values?: Failure["values"]) {
  const decision = await takeRateLimit(db(), form, clientIp(context));
  if (decision.allowed) return null;
  return refuse(429, { intent, message: m.rateLimited, fieldErrors: {}, values }, { "Retry-After": String(decision.retryAfterSeconds) });
}

export async function changeName(request: Request, context: AppLoadContext, form: FormData) {
  const who = await requireUser(request);
  const intent = "change-name";
  const input = readTextFields(form, ["name"]);
  const values = { name: String(input.name ?? "").slice(0, 200) };
  const parsed = parseFields(changeNameSchema, input);
  if (!parsed.ok) return refuse(400, { intent, fieldErrors: parsed.fieldErrors, values });
  const tooMany = await limited(context, "account-name", intent, values);
  if (tooMany) return tooMany;
  await db().update(user).set({ name: parsed.data.name, updatedAt: new Date() }).where(eq(user.id, who.id));
  return data<ProfileAnswer>({ ok: true, intent, message: m.nameChanged });
}

/**
 * Mails the new address a link; the account keeps its address until the link's page is
 * confirmed with the password (email-change.server.ts). An address another account has gets
 * the same answer here (nobody learns who has an account) and its owner a short note instead.
 */
export async function requestEmailChange(request: Request, context: AppLoadContext, form: FormData) {
  const who = await requireUser(request);
  const intent = "change-email";
  const input = readTextFields(form, ["email"]);
  const values = { email: String(input.email ?? "").slice(0, 254) };
  const parsed = parseFields(changeEmailSchema, input);
  if (!parsed.ok) return refuse(400, { intent, fieldErrors: parsed.fieldErrors, values });
  const to = parsed.data.email;
  if (to === who.email.toLowerCase()) return refuse(400, { intent, fieldErrors: { email: m.emailSame }, values });
  const tooMany = await limited(context, "email-change", intent, values);
  if (tooMany) return tooMany;
  const ctx = mailContext(publicOrigin(request));
  const mode = mailSettings().mode;
  if (await addressTaken(db(), to, who.id)) {
    // At most twice an hour per address, as the sign-up's note to an existing account.
    const subject = emailSubject((await auth().$context).secret, to);
    if ((await takeRateLimit(db(), "sign-up-existing", subject)).allowed) await enqueueMail(db(), [emailChangeTakenMail(to, ctx)], mode);
  } else {
    const token = await issueEmailChange(db(), { userId: who.id, from: who.email, to });
    await enqueueMail(db(), [emailChangeMail(to, token, ctx)], mode);
  }
  kickMailWorker();
  return data<ProfileAnswer>({ ok: true, intent, message: m.emailChangeSent });
}

const codeOf = (error: unknown) => (error instanceof APIError ? String((error.body as { code?: string } | undefined)?.code ?? "") : "");

/**
 * The current password (counted like a sign-in: taken before the check, given back when right)
 * and a new one; every other session ends, this browser gets a new one.
 */
export async function changePassword(request: Request, context: AppLoadContext, form: FormData) {
  const who = await requireUser(request);
  const intent = "change-password";
  const parsed = parseFields(changePasswordSchema, readTextFields(form, ["currentPassword", "newPassword"]));
  if (!parsed.ok) return refuse(400, { intent, fieldErrors: parsed.fieldErrors });
  const { currentPassword, newPassword } = parsed.data;
  if (newPassword.toLowerCase() === who.email.toLowerCase()) return refuse(400, { intent, fieldErrors: { newPassword: m.weakPassword } });
  const attempt = await beginPasswordAttempt(db(), clientIp(context), who.email);
  if (!attempt.allowed)
    return refuse(
      429,
      { intent, message: attempt.by === "account" ? m.accountRateLimited : m.rateLimited, fieldErrors: {} },
      { "Retry-After": String(attempt.retryAfterSeconds) },
    );
  try {
    const { headers } = await auth().api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await attempt.succeeded();
    // better-auth replaced this browser's session too: the next page must carry the new cookie.
    const next = new Headers();
    for (const cookie of headers.getSetCookie()) next.append("Set-Cookie", cookie);
    return redirect("/account?changed=password#details", { status: 303, headers: next });
  } catch (error) {
    const code = codeOf(error);
    if (code === "INVALID_PASSWORD") return refuse(400, { intent, fieldErrors: { currentPassword: m.currentPasswordWrong } });
    if (code.startsWith("PASSWORD_TOO")) {
      await attempt.succeeded();
      return refuse(400, { intent, fieldErrors: { newPassword: code === "PASSWORD_TOO_LONG" ? m.passwordTooLong : m.weakPassword } });
    }
    throw error;
  }
}
