import { useEffect, useRef, useState, type FormEvent } from "react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CreditCard from "lucide-react/icons/credit-card";
import LoaderCircle from "lucide-react/icons/loader-circle";
import MailCheck from "lucide-react/icons/mail-check";
import TimerOff from "lucide-react/icons/timer-off";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { englishDialog, localMessage, type DialogText } from "~/modules/booking/dialog-text";
import { localeOf, type Language } from "~/lib/i18n/languages";
import { missingBookingFields, type MissingBookingFields, countdown, formatBookingTime, formatHoldLength, localDeadline } from "~/modules/booking/dialog-view";
import { BOOKING_API, getJson, newToken, postBooking, readStoredHold, storeHold, type BookingKind, type SlotList } from "./booking-api";
import { SlotPicker } from "./slot-picker";
import { SessionFacts } from "./session-facts";
import type { SessionOffer } from "~/modules/booking/dialog-view";

type Phase =
  | { name: "form" }
  | { name: "held"; holdToken: string; start: string; deadline: number }
  | { name: "expired" }
  | { name: "check-email"; start: string; email: string; heldFor: string };

type ReserveAnswer = { ok: true; holdToken: string; start: string; expiresAt: string } | { ok: false; error?: string; expired?: true; slots?: SlotList };

/**
 * The booking dialog's content (docs/rules.md, "Booking"). Coaching: name, email, slot →
 * 'Reserving...' → 'Time is reserved!' with the server's countdown → 'Go to payment'. At zero:
 * 'Reservation has expired.' and payment is off. Consultation (free, 30 minutes): the same form;
 * the time is held while the visitor confirms from the e-mail, which the dialog tells them to
 * check. It is booked on the confirm page (/booking/confirm/:token). `text` and `language` are the
 * page's (decision 047): the checkout opened from a Danish page is a Danish order.
 */
export function BookingPanel({ kind, text = englishDialog, language = "en" }: { kind: BookingKind; text?: DialogText; language?: Language }) {
  const [slots, setSlots] = useState<SlotList>();
  const [offer, setOffer] = useState<SessionOffer>();
  const [phase, setPhase] = useState<Phase>({ name: "form" });
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState<MissingBookingFields>({});
  const [values, setValues] = useState({ name: "", email: "", slot: "" });
  const tokenRef = useRef<string>(undefined);

  useEffect(() => {
    let live = true;
    const stored = kind === "coaching" ? readStoredHold() : undefined;
    if (stored) {
      void getJson<{ state: string; expiresAt?: string; now: string }>(`${BOOKING_API}?hold=${encodeURIComponent(stored.holdToken)}`)
        .then((answer) => {
          if (!live) return;
          if (answer.state === "held" && answer.expiresAt) {
            tokenRef.current = stored.holdToken;
            setValues({ name: stored.name, email: stored.email, slot: stored.start });
            setPhase({ name: "held", holdToken: stored.holdToken, start: stored.start, deadline: localDeadline(answer.expiresAt, answer.now, Date.now()) });
          } else {
            storeHold(undefined);
            if (answer.state === "expired") setPhase({ name: "expired" });
          }
        })
        .catch(() => undefined);
    }
    void getJson<{ slots: SlotList; offer?: SessionOffer }>(`${BOOKING_API}?kind=${kind}`)
      .then((answer) => {
        if (!live) return;
        setSlots(answer.slots);
        setOffer(answer.offer);
      })
      .catch(() => live && setError(text.unexpectedError));
    return () => {
      live = false;
    };
  }, [kind, text]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const lacking = inWords(missingBookingFields(values), text);
    setMissing(lacking);
    if (Object.keys(lacking).length > 0) {
      setError(text.messages.fillAll);
      return;
    }
    const parsed = { data: { name: values.name.trim(), email: values.email.trim(), slot: values.slot } };
    setBusy(true);
    try {
      if (kind === "consultation") {
        const answer = await postBooking<{ ok: boolean; error?: string; slots?: SlotList; expiresAt?: string }>("consultation", parsed.data);
        if (answer.ok && answer.expiresAt) {
          const heldFor = formatHoldLength(Date.parse(answer.expiresAt) - Date.parse(answer.now));
          setPhase({ name: "check-email", start: parsed.data.slot, email: parsed.data.email, heldFor });
        } else failed(answer.error, answer.slots);
        return;
      }
      tokenRef.current ??= newToken();
      const answer = await postBooking<ReserveAnswer>("reserve", { ...parsed.data, holdToken: tokenRef.current });
      if (answer.ok) {
        storeHold({ holdToken: answer.holdToken, start: answer.start, name: parsed.data.name, email: parsed.data.email });
        setPhase({ name: "held", holdToken: answer.holdToken, start: answer.start, deadline: localDeadline(answer.expiresAt, answer.now, answer.receivedAt) });
      } else if (answer.expired) {
        expire();
      } else {
        tokenRef.current = undefined;
        failed(answer.error, answer.slots);
      }
    } catch (caught) {
      setError(caught instanceof Error ? localMessage(caught.message, text) : text.unexpectedError);
    } finally {
      setBusy(false);
    }
  }

  function failed(message: string | undefined, fresh: SlotList | undefined) {
    setError(message ? localMessage(message, text) : text.unknownError);
    if (fresh) {
      setSlots(fresh);
      setValues((v) => ({ ...v, slot: "" }));
    }
  }

  function expire() {
    storeHold(undefined);
    tokenRef.current = undefined;
    setRedirecting(false);
    setPhase({ name: "expired" });
  }

  async function pay(holdToken: string) {
    setError(undefined);
    setRedirecting(true);
    try {
      const answer = await postBooking<{ url?: string; error?: string; expired?: true }>("go-to-payment", {
        holdToken,
        currency: "DKK",
        idempotencyKey: `hold:${holdToken}`,
        language,
      });
      if (answer.url) {
        window.location.assign(answer.url);
        return;
      }
      if (answer.expired) return expire();
      setError(answer.error ? localMessage(answer.error, text) : text.unknownError);
    } catch (caught) {
      setError(caught instanceof Error ? localMessage(caught.message, text) : text.unexpectedError);
    }
    setRedirecting(false);
  }

  if (phase.name === "held")
    return (
      <Held phase={phase} redirecting={redirecting} error={error} onPay={() => void pay(phase.holdToken)} onExpire={expire} text={text} language={language} />
    );
  if (phase.name === "expired") {
    return (
      <div className="grid gap-4" role="status">
        <p className="flex items-center gap-2 text-xl font-semibold text-ink-900">
          <TimerOff aria-hidden className="size-5 text-danger" /> {text.messages.expiredTitle}
        </p>
        <p className="text-ink-700">{text.messages.expiredText}</p>
        <Button type="button" size="lg" disabled className="w-full sm:w-auto">
          <CreditCard aria-hidden /> {text.messages.goToPayment}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setPhase({ name: "form" })} className="w-full sm:w-auto">
          {text.pickNewTime}
        </Button>
      </div>
    );
  }
  if (phase.name === "check-email") {
    return (
      <div className="grid gap-3" role="status">
        <p className="flex items-center gap-2 text-xl font-semibold text-ink-900">
          <MailCheck aria-hidden className="size-5 text-amber-700" /> {text.messages.checkEmail}
        </p>
        <p className="text-ink-700">
          We have sent a link to <span className="font-semibold text-ink-900">{phase.email}</span>. Confirm your free consultation on{" "}
          {formatBookingTime(phase.start)} (Copenhagen time) from that e-mail within {phase.heldFor}, and it is booked.
        </p>
        <p className="text-sm text-ink-600">
          Until then the time is held for you. No e-mail? Look in your spam folder. If the time is not confirmed, it is released and you are welcome to book
          again.
        </p>
      </div>
    );
  }

  return (
    <form method="post" action={BOOKING_API} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <input type="hidden" name="intent" value={kind === "consultation" ? "consultation" : "reserve"} />
      <SessionFacts offer={offer} language={language} label={text.sessionFacts} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={text.name} name="name" required error={missing.name}>
          {(props) => (
            <Input {...props} autoComplete="name" maxLength={200} value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
          )}
        </Field>
        <Field label={text.email} name="email" required error={missing.email}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              maxLength={320}
              value={values.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          )}
        </Field>
      </div>
      <SlotPicker
        slots={slots}
        value={values.slot}
        onChange={(slot) => setValues({ ...values, slot })}
        disabled={busy}
        error={missing.slot}
        text={text}
        locale={localeOf(language)}
      />
      <FormError message={error} />
      <SubmitButton busy={busy} busyLabel={text.messages.reserving}>
        {kind === "consultation" ? "Book Consultation" : text.reserveTime}
      </SubmitButton>
    </form>
  );
}

function Held({
  phase,
  redirecting,
  error,
  onPay,
  onExpire,
  text,
  language,
}: {
  text: DialogText;
  language: Language;
  phase: Extract<Phase, { name: "held" }>;
  redirecting: boolean;
  error?: string;
  onPay: () => void;
  onExpire: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdown(phase.deadline, now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left.seconds === 0) onExpire();
  }, [left.seconds, onExpire]);
  return (
    <div className="grid gap-4">
      <div role="status">
        <p className="flex items-center gap-2 text-xl font-semibold text-ink-900">
          <CalendarCheck aria-hidden className="size-5 text-amber-700" /> {text.messages.reserved}
        </p>
        <p className="mt-1 text-ink-700">
          {formatBookingTime(phase.start, localeOf(language))} {text.copenhagenTimeSixtyMinutes}
        </p>
      </div>
      <p className="text-ink-700">
        {text.heldForBefore}{" "}
        <span className="font-semibold tabular-nums text-ink-900" data-testid="hold-countdown" aria-live="off">
          {left.text}
        </span>{" "}
        {text.heldForAfter}
      </p>
      <FormError message={error} />
      <Button type="button" size="lg" onClick={onPay} disabled={redirecting || left.seconds === 0} className="w-full sm:w-auto">
        {redirecting ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" /> {text.messages.redirecting}
          </>
        ) : (
          <>
            <CreditCard aria-hidden /> {text.messages.goToPayment}
          </>
        )}
      </Button>
    </div>
  );
}

/** The missing fields' messages in the page's language. */
function inWords(missing: MissingBookingFields, text: DialogText): MissingBookingFields {
  return Object.fromEntries(Object.keys(missing).map((field) => [field, text.missing[field as keyof MissingBookingFields]]));
}
