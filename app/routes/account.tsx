import { Form, href, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { seo } from "~/lib/seo";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { TwoFactorPanel } from "~/components/accounts/two-factor-panel";
import { DetailsPanel } from "~/components/accounts/details-panel";
import { OrdersPanel } from "~/components/accounts/orders-panel";
import { BookingsPanel } from "~/components/accounts/bookings-panel";
import { AuthField } from "~/components/accounts/auth-field";
import { buttonVariants } from "~/components/ui/button-variants";
import { deleteMyAccount, resendVerification } from "~/modules/accounts/actions.server";
import { requireUser } from "~/modules/accounts/guards.server";
import { accountBookings } from "~/modules/booking/account-bookings.server";
import { pendingEmailChange } from "~/modules/accounts/email-change.server";
import { accountOrders } from "~/modules/accounts/history.server";
import { changeName, changePassword, requestEmailChange } from "~/modules/accounts/profile.server";
import type { ProfileAnswer } from "~/modules/accounts/profile-types";
import { formatBusinessTime } from "~/modules/site/time-zone";
import { accountMessages } from "~/modules/accounts/messages";
import { accountPageHeaders } from "~/modules/accounts/route-headers";
import { confirmTwoFactor, newRecoveryCodes, startTwoFactor, turnOffTwoFactor, twoFactorStatus } from "~/modules/accounts/two-factor.server";
import type { TwoFactorAnswer } from "~/modules/accounts/two-factor-types";
import { db } from "~/db/db.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Your account", description: "Your account.", index: false });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders, { personal: true });

const twoFactorNotices: Record<string, string> = { on: accountMessages.twoFactorOn, off: accountMessages.twoFactorOff };
const changeNotices: Record<string, string> = { password: accountMessages.passwordChanged };

export async function loader({ request }: Route.LoaderArgs) {
  const who = await requireUser(request);
  const { id, name, email, emailVerified, role } = who;
  const search = new URL(request.url).searchParams;
  const [twoFactor, orders, bookings, pending] = await Promise.all([
    twoFactorStatus(db(), id),
    accountOrders(db(), who),
    accountBookings(db(), who),
    pendingEmailChange(db(), id),
  ]);
  return {
    name,
    email,
    emailVerified,
    role,
    twoFactor,
    twoFactorNotice: twoFactorNotices[search.get("twoFactor") ?? ""],
    changeNotice: changeNotices[search.get("changed") ?? ""],
    pendingEmail: pending ? { to: pending.to, until: formatBusinessTime(pending.expiresAt) } : null,
    orders,
    bookings,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The guard first: a visitor's post is refused before its form is read (each intent's
  // function asks again; the session is read once per request).
  await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "resend-verification") return resendVerification(request, context);
  if (intent === "delete-account") return deleteMyAccount(request, context, form);
  if (intent === "two-factor-start") return startTwoFactor(request, context, form);
  if (intent === "two-factor-confirm") return confirmTwoFactor(request, context, form);
  if (intent === "two-factor-off") return turnOffTwoFactor(request, context, form);
  if (intent === "two-factor-codes") return newRecoveryCodes(request, context, form);
  if (intent === "change-name") return changeName(request, context, form);
  if (intent === "change-email") return requestEmailChange(request, context, form);
  if (intent === "change-password") return changePassword(request, context, form);
  return new Response("Unknown action", { status: 400 });
}

const linkClass = "font-medium text-ink-800 underline decoration-amber-500 underline-offset-4";

type Reply = { ok: boolean; message: string; about?: "delete-account" } | TwoFactorAnswer | ProfileAnswer;
const isTwoFactor = (reply: Reply | undefined): reply is TwoFactorAnswer => Boolean(reply && "intent" in reply && reply.intent.startsWith("two-factor-"));
const isProfile = (reply: Reply | undefined): reply is ProfileAnswer => Boolean(reply && "intent" in reply && !reply.intent.startsWith("two-factor-"));

export default function Account({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<Reply>();
  const twoFactorAnswer = isTwoFactor(reply) ? reply : undefined;
  const profileAnswer = isProfile(reply) ? reply : undefined;
  const plain = reply && !("intent" in reply) ? reply : undefined;
  // A refused deletion is told at its form, where the password was typed.
  const deleteFailure = plain?.about === "delete-account" ? plain.message : undefined;
  const answer = plain && !deleteFailure ? plain : undefined;
  const busy = useNavigation().state === "submitting";
  const { name, email, emailVerified, twoFactor, twoFactorNotice, changeNotice, pendingEmail, orders, bookings } = loaderData;
  return (
    <AccountPage eyebrow="Your studio account" title="Your account" lead="Your orders and bookings, your details, how you sign in, and your data.">
      <OrdersPanel orders={orders} />
      <BookingsPanel upcoming={bookings.upcoming} past={bookings.past} verified={emailVerified} />
      <DetailsPanel
        details={{ name, email, emailVerified, pendingEmail }}
        answer={profileAnswer}
        notice={profileAnswer ? undefined : changeNotice}
        resend={
          !emailVerified ? (
            <Form method="post" className="grid justify-items-start gap-3">
              {answer ? (
                <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
                  {answer.message}
                </p>
              ) : null}
              <input type="hidden" name="intent" value="resend-verification" />
              <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline" })}>
                Send the verification link again
              </button>
            </Form>
          ) : null
        }
      />

      <TwoFactorPanel status={twoFactor} answer={twoFactorAnswer} notice={twoFactorAnswer ? undefined : twoFactorNotice} />

      <Panel title="Signing out" id="sessions">
        <p className="max-w-[60ch] text-muted">Sign out here, or on every device where you are signed in, for example after using a shared computer.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Form method="post" action={href("/sign-out")}>
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Sign out
            </button>
          </Form>
          <Form method="post" action={href("/sign-out")}>
            <input type="hidden" name="scope" value="everywhere" />
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              Sign out on all devices
            </button>
          </Form>
        </div>
      </Panel>

      <Panel title="Your data" id="data">
        <p className="max-w-[60ch] text-muted">
          Download everything we hold about you as a file, or delete your account. Orders stay in our books, as the law requires, but no longer point to you.
        </p>
        <a href={href("/api/my-data")} download className={buttonVariants({ variant: "outline", className: "mt-5" })}>
          Download my data
        </a>
        <Form method="post" className="mt-8 grid gap-4 border-t border-sand-200 pt-6">
          <input type="hidden" name="intent" value="delete-account" />
          {/* The box and its sentence are one tap target of at least 44 × 44 px on a phone. */}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2 text-ink-900">
            <input type="checkbox" name="confirm" value="yes" required className="size-6 shrink-0 cursor-pointer accent-danger" />
            <span>I understand that deleting my account cannot be undone.</span>
          </label>
          <div className="max-w-sm">
            <AuthField
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              hint="We ask for it so that nobody else can delete your account from a device you left signed in."
              error={deleteFailure}
            />
          </div>
          <div>
            <button type="submit" disabled={busy} className={buttonVariants({ variant: "destructive" })}>
              Delete my account
            </button>
          </div>
        </Form>
        <p className="mt-6 text-sm text-muted">
          Questions about your data? Read our{" "}
          <a href={href("/privacy-policy")} className={linkClass}>
            privacy policy
          </a>
          .
        </p>
      </Panel>
    </AccountPage>
  );
}
