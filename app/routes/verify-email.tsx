import { Form, Link, href, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { seo } from "~/lib/seo";
import { FormPage } from "~/components/forms/form-page";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { AuthField } from "~/components/accounts/auth-field";
import { buttonVariants } from "~/components/ui/button-variants";
import { confirmEmail, pendingEmailProof, type ConfirmEmailAnswer } from "~/modules/accounts/actions.server";
import { accountMessages } from "~/modules/accounts/messages";
import { accountPageHeaders } from "~/modules/accounts/route-headers";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Confirm your e-mail", description: "E-mail verification.", index: false });

// The page names (part of) an address and carries a live token: never kept by a cache.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders, { personal: true });

// The e-mailed link. Opening it changes nothing (mail scanners open links): it shows what the
// link would confirm, and only the POST below, with the account's password, proves the
// address (decision 023).
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? null;
  const pending = await pendingEmailProof(token);
  return pending.ok ? { ok: true as const, token, kind: pending.kind, maskedEmail: pending.maskedEmail } : { ok: false as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmEmail(request, context, await request.formData());
}

const linkClass = "text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4";

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<ConfirmEmailAnswer>();
  const busy = useNavigation().state === "submitting";
  if (answer?.ok && answer.kind === "change")
    return <Outcome title="E-mail changed" message={accountMessages.emailChanged} to={href("/account")} action="Go to your account" />;
  if (answer?.ok) return <Outcome title="E-mail confirmed" message={accountMessages.verified} to={href("/dashboard")} action="Go to your dashboard" />;
  if (!loaderData.ok)
    return <Outcome title="This link did not work" message={accountMessages.verifyInvalid} to={href("/account")} action="Go to your account" />;
  const failure = answer && !answer.ok ? answer : undefined;
  const change = loaderData.kind === "change";
  return (
    <FormPage
      eyebrow="Your studio account"
      title="Confirm your address"
      intro={
        <>
          Confirm that <strong className="font-semibold text-ink-900">{loaderData.maskedEmail}</strong> is your {change ? "new " : ""}address.
        </>
      }
    >
      <Form method="post" className="grid gap-5" aria-label="Confirm your e-mail address">
        <input type="hidden" name="token" value={loaderData.token ?? ""} />
        <p className="text-ink-900">
          {change
            ? "Enter the password of your account to confirm. Your account then signs in with this address, and our e-mails about it go here."
            : "Enter the password of your account to confirm. Courses, bookings and messages sent with this address then appear in your account."}
        </p>
        <FormError message={failure?.message} />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={failure?.fieldErrors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SubmitButton busy={busy} busyLabel="Confirming…">
            Confirm my address
          </SubmitButton>
          <Link to={href("/reset-password")} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <p className="text-sm text-muted">
          Not your account? Nothing is confirmed unless its password is entered here. If someone else used your address, choose a new password with
          &lsquo;Forgot your password?&rsquo;: that confirms the address and signs everyone else out.
        </p>
      </Form>
    </FormPage>
  );
}

/** Where a confirm link ends: what happened, and where to go next. */
function Outcome({ title, message, to, action }: { title: string; message: string; to: string; action: string }) {
  return (
    <FormPage eyebrow="Your studio account" title={title}>
      <p role="status" className="text-lg text-ink-900">
        {message}
      </p>
      <Link to={to} className={buttonVariants({ className: "mt-6" })}>
        {action}
      </Link>
    </FormPage>
  );
}
