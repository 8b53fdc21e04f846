import { useEffect, useRef } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import type { AuthFormFailure } from "~/modules/accounts/form-types";
import { AuthField } from "./auth-field";

type Failure = AuthFormFailure | undefined;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function Hidden({ intent, redirectTo }: { intent: string; redirectTo?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
}

/** After a refused attempt the password field starts empty again, as it does without JavaScript. */
function useClearedPasswords(failure: Failure) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!failure) return;
    form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => (input.value = ""));
  }, [failure]);
  return form;
}

/** Works as a plain form post before JavaScript has loaded; the router takes it over after. */
export function SignInForm({ failure, redirectTo, email }: { failure: Failure; redirectTo?: string; email?: string }) {
  const mine = failure?.form === "sign-in" ? failure : undefined;
  const busy = useBusy("sign-in");
  const ref = useClearedPasswords(mine);
  return (
    <Form ref={ref} method="post" className="grid gap-5" aria-label="Sign in">
      <Hidden intent="sign-in" redirectTo={redirectTo} />
      <FormError message={mine?.message} />
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={mine?.values.email ?? email}
        error={mine?.fieldErrors.email}
      />
      <AuthField label="Password" name="password" type="password" autoComplete="current-password" required error={mine?.fieldErrors.password} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
        <Link
          to={href("/reset-password")}
          className="inline-flex min-h-11 items-center self-start text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4"
        >
          Forgot your password?
        </Link>
      </div>
    </Form>
  );
}

export function SignUpForm({ failure, redirectTo }: { failure: Failure; redirectTo?: string }) {
  const mine = failure?.form === "sign-up" ? failure : undefined;
  const busy = useBusy("sign-up");
  const ref = useClearedPasswords(mine);
  return (
    <Form ref={ref} method="post" className="grid gap-5" aria-label="Sign up">
      <Hidden intent="sign-up" redirectTo={redirectTo} />
      <FormError message={mine?.message} />
      <AuthField label="Full name" name="name" autoComplete="name" required maxLength={120} defaultValue={mine?.values.name} error={mine?.fieldErrors.name} />
      <AuthField label="Email" name="email" type="email" autoComplete="email" required defaultValue={mine?.values.email} error={mine?.fieldErrors.email} />
      <AuthField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        error={mine?.fieldErrors.password}
      />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Sign Up
      </SubmitButton>
      <p className="text-sm text-muted">We will send you an e-mail to confirm your address.</p>
    </Form>
  );
}

export function SecondFactorForm({ failure, redirectTo }: { failure: Failure; redirectTo?: string }) {
  const mine = failure?.form === "two-factor" ? failure : undefined;
  const busy = useBusy("two-factor");
  return (
    <Form method="post" className="grid gap-5" aria-label="Two-step verification">
      <Hidden intent="two-factor" redirectTo={redirectTo} />
      <FormError message={mine?.message} />
      <AuthField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        autoFocus
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        error={mine?.fieldErrors.code}
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitButton busy={busy} busyLabel="Checking…">
          Verify and sign in
        </SubmitButton>
        {/* The pending sign-in lasts 10 minutes and 5 codes; after that only the password step helps. */}
        <Link to={href("/login")} className="text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4">
          Sign in again
        </Link>
      </div>
    </Form>
  );
}
