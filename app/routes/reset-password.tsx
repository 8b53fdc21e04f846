import { Form, Link, href, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { seo } from "~/lib/seo";
import { FormPage } from "~/components/forms/form-page";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { AuthField } from "~/components/accounts/auth-field";
import { requestPasswordReset, resetPassword } from "~/modules/accounts/actions.server";
import type { AuthFormFailure } from "~/modules/accounts/form-types";
import { accountPageHeaders } from "~/modules/accounts/route-headers";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Reset your password",
    description: "Forgot your password? Ask for a link by e-mail and choose a new password for your studio account.",
    index: false,
  });

/** Without ?token: ask for a link by e-mail. With it (the e-mailed link): choose the new password. */
// With ?token= the page carries a live reset token: never kept by a cache.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders, { personal: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return form.has("token") ? resetPassword(request, context, form) : requestPasswordReset(request, context, form);
}

type Answer = AuthFormFailure | { ok: true; message: string } | undefined;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const failure = answer && !answer.ok ? answer : undefined;
  if (loaderData.token) {
    return (
      <FormPage eyebrow="Your studio account" title="Choose a new password">
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <FormError message={failure?.message} />
          <AuthField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            hint="At least 8 characters. You will be signed out on every device."
            error={failure?.fieldErrors.password}
          />
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save new password
          </SubmitButton>
          {failure?.message ? (
            <Link to={href("/reset-password")} className="text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4">
              Ask for a new link
            </Link>
          ) : null}
        </Form>
      </FormPage>
    );
  }
  return (
    <FormPage
      eyebrow="Your studio account"
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {answer?.ok ? (
        <p role="status" className="rounded-control border border-success/30 bg-success/5 px-4 py-3 font-medium text-ink-900">
          {answer.message}
        </p>
      ) : (
        <Form method="post" className="grid gap-5">
          <FormError message={failure?.message} />
          <AuthField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={failure?.values.email}
            error={failure?.fieldErrors.email}
          />
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send reset link
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm text-muted">
        Remembered it?{" "}
        <Link to={href("/login")} className="font-medium text-ink-800 underline decoration-amber-500 underline-offset-4">
          Sign in
        </Link>
      </p>
    </FormPage>
  );
}
