import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/form-parts";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import type { TwoFactorAnswer, TwoFactorIntent, TwoFactorStatus } from "~/modules/accounts/two-factor-types";
import { AuthField } from "./auth-field";
import { CopyButton } from "./copy-button";
import { Panel } from "./account-page";

type Setup = NonNullable<Extract<TwoFactorAnswer, { ok: true }>["setup"]> & { recoveryCodes: string[] };

function useBusy(...intents: TwoFactorIntent[]) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return navigation.state === "submitting" && intents.some((one) => one === intent);
}

const mine = (answer: TwoFactorAnswer | undefined, ...intents: TwoFactorIntent[]) => (answer && intents.includes(answer.intent) ? answer : undefined);
const errorsOf = (answer: TwoFactorAnswer | undefined) => (answer && !answer.ok ? answer.fieldErrors : {});

function PasswordField({ answer }: { answer?: TwoFactorAnswer }) {
  return (
    <AuthField
      label="Current password"
      name="password"
      type="password"
      autoComplete="current-password"
      required
      maxLength={128}
      className="max-w-sm"
      error={errorsOf(answer).password}
    />
  );
}

function Notice({ children, tone = "ok" }: { children: ReactNode; tone?: "ok" }) {
  return (
    <p role="status" data-tone={tone} className="rounded-control border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-ink-900">
      {children}
    </p>
  );
}

function RecoveryCodes({ codes, lead }: { codes: string[]; lead: string }) {
  return (
    <div className="rounded-control border border-amber-500/40 bg-amber-300/10 p-4 sm:p-5">
      <p className="font-medium text-ink-900">{lead}</p>
      <p className="mt-1 max-w-[60ch] text-sm text-muted">
        Each one signs you in once if your phone is lost. Print them or keep them in a password manager: we show them only now.
      </p>
      <ul
        id="recovery-codes"
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 font-mono text-sm whitespace-nowrap text-ink-900 sm:grid-cols-5 sm:gap-x-6"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4">
        <CopyButton text={codes.join("\n")} label="Copy the recovery codes" selectId="recovery-codes" />
      </div>
    </div>
  );
}

/** The otpauth:// address as the server drew it: dark modules on white, whatever the page's colours. */
function QrCode({ qr }: { qr: Setup["qr"] }) {
  return (
    <svg
      role="img"
      aria-labelledby="totp-qr-title"
      data-testid="totp-qr"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-control border border-sand-200 sm:size-52"
    >
      <title id="totp-qr-title">QR code of the key, for your authenticator app to scan</title>
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[1.75rem_1fr] gap-x-3 sm:grid-cols-[2.5rem_1fr] sm:gap-x-4">
      <span aria-hidden className="font-display text-3xl leading-none text-amber-700">
        {number}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-medium text-ink-900">
          <span className="sr-only">Step {number}: </span>
          {title}
        </h3>
        <div className="mt-3 grid gap-4">{children}</div>
      </div>
    </li>
  );
}

function ConfirmForm({ answer }: { answer?: TwoFactorAnswer }) {
  const busy = useBusy("two-factor-confirm");
  return (
    <Form method="post" className="grid gap-4" aria-label="Confirm two-step sign-in">
      <input type="hidden" name="intent" value="two-factor-confirm" />
      <AuthField
        label="Code from your app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        className="max-w-48"
        error={errorsOf(answer).code}
      />
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ className: "w-full sm:w-auto" })}>
          {busy ? "Checking…" : "Confirm and turn on"}
        </button>
      </div>
    </Form>
  );
}

function StartForm({ answer, label }: { answer?: TwoFactorAnswer; label: string }) {
  const busy = useBusy("two-factor-start");
  return (
    <Form method="post" className="grid gap-4" aria-label="Turn on two-step sign-in">
      <input type="hidden" name="intent" value="two-factor-start" />
      <PasswordField answer={answer} />
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}>
          {busy ? "Preparing your key…" : label}
        </button>
      </div>
    </Form>
  );
}

/**
 * Off → "Turn on" (password) → key, recovery codes and a first code → on; then new recovery
 * codes or "Turn off" (password). Every step is a real form post that works before JavaScript.
 */
export function TwoFactorPanel({ status, answer, notice }: { status: TwoFactorStatus; answer?: TwoFactorAnswer; notice?: string }) {
  // The key is in one answer only; keep it on screen while a mistyped first code is corrected.
  const [setup, setSetup] = useState<Setup | undefined>(
    answer?.ok && answer.setup ? { ...answer.setup, recoveryCodes: answer.recoveryCodes ?? [] } : undefined,
  );
  useEffect(() => {
    if (answer?.ok && answer.setup) setSetup({ ...answer.setup, recoveryCodes: answer.recoveryCodes ?? [] });
  }, [answer]);
  useEffect(() => {
    if (status !== "pending") setSetup(undefined);
  }, [status]);
  // After an answer the password fields start empty again, as they do without JavaScript.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) panel.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => (input.value = ""));
  }, [answer]);
  const busyOn = useBusy("two-factor-codes");
  const busyOff = useBusy("two-factor-off");
  const onAnswer = mine(answer, "two-factor-codes", "two-factor-off");
  const shownSetup = status === "pending" ? setup : undefined;

  return (
    <Panel title="Two-step sign-in" id="two-step">
      <div ref={panel} className="grid gap-5">
        <div className="grid justify-items-start gap-3">
          {status === "on" ? <Badge variant="success">On</Badge> : <Badge variant="outline">{status === "pending" ? "Not finished" : "Off"}</Badge>}
          <p className="max-w-[60ch] text-muted">
            Ask for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis) as well as your
            password when you sign in.
          </p>
        </div>
        {notice ? <Notice>{notice}</Notice> : null}
        {answer && !answer.ok ? <FormError message={answer.message} /> : null}

        {status === "off" ? <StartForm answer={mine(answer, "two-factor-start")} label="Turn on" /> : null}

        {status === "pending" && shownSetup ? (
          <ol className="grid gap-8">
            <Step number={1} title="Add this key to your authenticator app">
              <p className="max-w-[60ch] text-muted">
                Scan the QR code with your app. On the phone that has the app, you can open the key in it directly instead. Or add an account by hand and type
                or paste the key.
              </p>
              <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
                <QrCode qr={shownSetup.qr} />
                <div className="grid min-w-0 content-start gap-4">
                  <div>
                    <a href={shownSetup.uri} className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
                      Open in authenticator app
                    </a>
                  </div>
                  <div>
                    <p className="text-sm text-muted" id="totp-key-label">
                      Key (time-based, 6 digits)
                    </p>
                    <p
                      id="totp-key"
                      aria-labelledby="totp-key-label"
                      data-testid="totp-key"
                      className="mt-2 flex max-w-lg flex-wrap gap-x-3 gap-y-1 rounded-control bg-sand-100 px-4 py-3 font-mono text-lg tracking-wider text-ink-900"
                    >
                      {shownSetup.groups.map((group, index) => (
                        <span key={index}>{group}</span>
                      ))}
                    </p>
                  </div>
                  <div>
                    <CopyButton text={shownSetup.groups.join("")} label="Copy the key" selectId="totp-key" />
                  </div>
                </div>
              </div>
            </Step>
            <Step number={2} title="Keep your recovery codes">
              <RecoveryCodes codes={shownSetup.recoveryCodes} lead="Your recovery codes" />
            </Step>
            <Step number={3} title="Enter the code your app shows">
              <ConfirmForm answer={mine(answer, "two-factor-confirm")} />
            </Step>
          </ol>
        ) : null}

        {status === "pending" && !shownSetup ? (
          <div className="grid gap-8">
            <div className="grid gap-3">
              <p className="max-w-[60ch] text-ink-900">You have started turning on two-step sign-in. Enter the code your app shows to finish.</p>
              <ConfirmForm answer={mine(answer, "two-factor-confirm")} />
            </div>
            <div className="grid gap-3 border-t border-sand-200 pt-6">
              <p className="max-w-[60ch] text-muted">Did not add the key to your app? Start again for a new key and new recovery codes.</p>
              <StartForm answer={mine(answer, "two-factor-start")} label="Start again" />
            </div>
          </div>
        ) : null}

        {status === "on" ? (
          <>
            {onAnswer?.ok && onAnswer.recoveryCodes ? <RecoveryCodes codes={onAnswer.recoveryCodes} lead={onAnswer.message ?? "Your recovery codes"} /> : null}
            <Form method="post" className="grid gap-4" aria-label="Manage two-step sign-in">
              <p className="max-w-[60ch] text-muted">
                Lost your recovery codes, or used most of them? Get new ones. To turn two-step sign-in off, confirm with your password.
              </p>
              <PasswordField answer={onAnswer} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="two-factor-codes" disabled={busyOn || busyOff} className={buttonVariants({ variant: "outline" })}>
                  {busyOn ? "Making new codes…" : "New recovery codes"}
                </button>
                <button type="submit" name="intent" value="two-factor-off" disabled={busyOn || busyOff} className={buttonVariants({ variant: "destructive" })}>
                  {busyOff ? "Turning off…" : "Turn off"}
                </button>
              </div>
            </Form>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
