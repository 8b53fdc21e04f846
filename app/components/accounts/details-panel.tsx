import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/form-parts";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { NAME_MAX, type ProfileAnswer, type ProfileIntent } from "~/modules/accounts/profile-types";
import { AuthField } from "./auth-field";
import { Panel } from "./account-page";
import { useCheckedForm } from "./use-checked-form";

export interface Details {
  name: string;
  email: string;
  emailVerified: boolean;
  /** A change of address waiting for its link: the new address and until when the link works. */
  pendingEmail: { to: string; until: string } | null;
}

// The forms' schemas load when a form is first used, not with the page (zod stays out of its first load).
const schemas = () => import("~/modules/accounts/profile-schemas");

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

const mine = (answer: ProfileAnswer | undefined, intent: ProfileIntent) => (answer?.intent === intent ? answer : undefined);
const failed = (answer: ProfileAnswer | undefined) => (answer && !answer.ok ? answer : undefined);

/** One change, folded away until asked for (a native disclosure: it opens without script); open when its form has an answer. */
function Change({ title, id, open, children }: { title: string; id: string; open: boolean; children: ReactNode }) {
  return (
    <details id={id} open={open || undefined} className="group border-t border-sand-200 py-1 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-control py-2 font-medium text-ink-900 hover:text-ink-700">
        <h3 className="text-base font-medium">{title}</h3>
        <span aria-hidden className="text-xl leading-none text-amber-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="pt-3 pb-5">{children}</div>
    </details>
  );
}

function NameForm({ name, answer }: { name: string; answer?: ProfileAnswer }) {
  const failure = failed(answer);
  const { errors, onSubmit, onFocus } = useCheckedForm(() => schemas().then((m) => m.changeNameSchema), ["name"], failure?.fieldErrors);
  const busy = useBusy("change-name");
  return (
    <Form method="post" className="grid max-w-md gap-4" aria-label="Change your name" onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <input type="hidden" name="intent" value="change-name" />
      <AuthField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        defaultValue={failure?.values?.name ?? name}
        key={answer?.ok ? name : undefined}
        error={errors.name}
      />
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
          {busy ? "Saving…" : "Save name"}
        </button>
      </div>
    </Form>
  );
}

function EmailForm({ answer }: { answer?: ProfileAnswer }) {
  const failure = failed(answer);
  const { errors, onSubmit, onFocus } = useCheckedForm(() => schemas().then((m) => m.changeEmailSchema), ["email"], failure?.fieldErrors);
  const busy = useBusy("change-email");
  return (
    <Form method="post" className="grid max-w-md gap-4" aria-label="Change your e-mail address" onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <input type="hidden" name="intent" value="change-email" />
      <AuthField
        label="New e-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={failure?.values?.email}
        hint="We send a link to the new address. Your account keeps its current address until you open that link and confirm with your password."
        error={errors.email}
      />
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
          {busy ? "Sending…" : "Send the link"}
        </button>
      </div>
    </Form>
  );
}

function PasswordForm({ answer }: { answer?: ProfileAnswer }) {
  const failure = failed(answer);
  const { errors, onSubmit, onFocus } = useCheckedForm(
    () => schemas().then((m) => m.changePasswordSchema),
    ["currentPassword", "newPassword"],
    failure?.fieldErrors,
  );
  const busy = useBusy("change-password");
  // After an answer the password fields start empty again, as they do without JavaScript.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer) form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => (input.value = ""));
  }, [answer]);
  return (
    <Form ref={form} method="post" className="grid max-w-md gap-4" aria-label="Change your password" onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <input type="hidden" name="intent" value="change-password" />
      <AuthField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={errors.currentPassword}
      />
      <AuthField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        error={errors.newPassword}
      />
      <p className="text-sm text-muted">Every other device where you are signed in is signed out; this one stays signed in.</p>
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
          {busy ? "Changing…" : "Change password"}
        </button>
      </div>
    </Form>
  );
}

/** Name and e-mail, and the forms that change them and the password (issue 24). */
export function DetailsPanel({
  details,
  answer,
  notice,
  resend,
}: {
  details: Details;
  answer?: ProfileAnswer;
  /** A change that ended in a redirect (the password): its message. */
  notice?: string;
  /** The "send the verification link again" form, for an address not yet verified. */
  resend?: ReactNode;
}) {
  const { name, email, emailVerified, pendingEmail } = details;
  return (
    <Panel title="Your details" id="details">
      <div className="grid gap-5">
        {notice ? (
          <p role="status" className="rounded-control border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-ink-900">
            {notice}
          </p>
        ) : null}
        {answer?.ok ? (
          <p role="status" className="rounded-control border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-ink-900">
            {answer.message}
          </p>
        ) : null}
        <FormError message={failed(answer)?.message} />
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm text-muted">Full name</dt>
          <dd className="text-ink-900" data-testid="account-name">
            {name}
          </dd>
          <dt className="text-sm text-muted">Email</dt>
          <dd className="flex flex-wrap items-center gap-3 break-all text-ink-900" data-testid="account-email">
            {email}
            {emailVerified ? <Badge variant="success">Verified</Badge> : <Badge variant="outline">Not verified yet</Badge>}
          </dd>
        </dl>
        {pendingEmail ? (
          <p className="max-w-[60ch] rounded-control bg-sand-100 px-4 py-3 text-sm text-ink-900" data-testid="pending-email">
            You asked to change your address to <strong className="font-semibold break-all">{pendingEmail.to}</strong>. Open the link we sent there and confirm
            with your password (it works until {pendingEmail.until}); until then your account keeps {email}.
          </p>
        ) : null}
        {resend}
        <div className="border-b border-sand-200">
          <Change title="Change your name" id="change-name" open={Boolean(mine(answer, "change-name") && !answer?.ok)}>
            <NameForm name={name} answer={mine(answer, "change-name")} />
          </Change>
          <Change title="Change your e-mail address" id="change-email" open={Boolean(mine(answer, "change-email") && !answer?.ok)}>
            <EmailForm answer={mine(answer, "change-email")} />
          </Change>
          <Change title="Change your password" id="change-password" open={Boolean(mine(answer, "change-password") && !answer?.ok)}>
            <PasswordForm answer={mine(answer, "change-password")} />
          </Change>
        </div>
      </div>
    </Panel>
  );
}
