import { useState } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/book_.session";
import { seo } from "~/lib/seo";
import { englishDialog, localMessage, type DialogText } from "~/modules/booking/dialog-text";
import { journeyPage } from "~/lib/i18n/language";
import { localeOf } from "~/lib/i18n/languages";
import { formatBookingTime } from "~/modules/booking/dialog-view";
import { bookPageAction, bookPageData } from "~/modules/booking/book-page.server";
import { SlotPicker } from "~/components/booking/slot-picker";
import { SessionFacts } from "~/components/booking/session-facts";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { PageContainer } from "~/components/layout/page-container";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** 'Book Session' without JavaScript: the dialog's steps (slot list → hold → payment) as a page of form posts. */
export function loader({ request }: Route.LoaderArgs) {
  return bookPageData(request);
}

/** Reached from a Danish page with `?lang=da`: Danish to the end of the booking (decision 047). */
export const handle = journeyPage;

// Each showing carries its own form nonce and the calendar as it is now: never stored by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function action({ request, context }: Route.ActionArgs) {
  return bookPageAction(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book Session",
    description:
      args.data?.journey.language === "da"
        ? "Book en privat coachingsession på 60 minutter, og betal online."
        : "Book a 60-minute private coaching session and pay for it online.",
    index: false,
  });

export default function BookSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  const text = loaderData.text ?? englishDialog;
  const locale = localeOf(loaderData.journey.language);
  const bookAgain = loaderData.journey.language === "da" ? `${href("/book/session")}?lang=da` : href("/book/session");
  return (
    <PageContainer className="grid max-w-2xl gap-6 py-12 sm:py-16">
      <div className="grid gap-2">
        <h1 className="font-display text-4xl text-ink-900">{text.title}</h1>
        <p className="text-ink-700">{text.intro}</p>
        <SessionFacts offer={loaderData.offer} language={loaderData.journey.language} label={text.sessionFacts} />
      </div>
      {answer?.phase === "held" || answer?.phase === "pay-failed" ? (
        <Held answer={answer} text={text} locale={locale} />
      ) : answer?.phase === "expired" ? (
        <div className="grid justify-items-start gap-4" role="status">
          <p className="text-xl font-semibold text-ink-900">{text.messages.expiredTitle}</p>
          <p className="text-ink-700">{text.messages.expiredText}</p>
          <Link to={bookAgain} className={buttonVariants({ variant: "secondary" })}>
            {text.pickNewTime}
          </Link>
        </div>
      ) : (
        <HoldForm
          key={answer?.phase === "form" ? answer.error + (answer.slots?.length ?? "") : "form"}
          slots={answer?.phase === "form" && answer.slots ? answer.slots : loaderData.slots}
          formNonce={loaderData.formNonce}
          error={answer?.phase === "form" ? localMessage(answer.error, text) : undefined}
          values={answer?.phase === "form" ? answer : undefined}
          text={text}
          locale={locale}
        />
      )}
    </PageContainer>
  );
}

function HoldForm({
  slots,
  formNonce,
  error,
  values,
  text,
  locale,
}: {
  text: DialogText;
  locale: string;
  slots: { start: string; end: string }[];
  formNonce: string;
  error?: string;
  values?: { name: string; email: string };
}) {
  const [slot, setSlot] = useState("");
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid gap-5" data-testid="book-session-form">
      <input type="hidden" name="intent" value="hold" />
      <input type="hidden" name="formNonce" value={formNonce} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={text.name} name="name" required>
          {(props) => <Input {...props} autoComplete="name" maxLength={200} defaultValue={values?.name} />}
        </Field>
        <Field label={text.email} name="email" required>
          {(props) => <Input {...props} type="email" autoComplete="email" maxLength={320} defaultValue={values?.email} />}
        </Field>
      </div>
      <SlotPicker slots={slots} value={slot} onChange={setSlot} disabled={busy} text={text} locale={locale} />
      <FormError message={error} />
      <SubmitButton busy={busy} busyLabel={text.messages.reserving}>
        {text.reserveTime}
      </SubmitButton>
    </Form>
  );
}

function Held({
  answer,
  text,
  locale,
}: {
  answer: { holdToken: string; start?: string; expiresAt?: string; error?: string };
  text: DialogText;
  locale: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid justify-items-start gap-4">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="holdToken" value={answer.holdToken} />
      {answer.start && answer.expiresAt ? (
        <div role="status" className="grid gap-1">
          <p className="text-xl font-semibold text-ink-900">{text.messages.reserved}</p>
          <p className="text-ink-700">
            {formatBookingTime(answer.start, locale)} {text.copenhagenTimeSixtyMinutes}
          </p>
          <p className="text-ink-700">
            {text.heldUntil} {formatBookingTime(answer.expiresAt, locale)}. {text.payToConfirm}
          </p>
        </div>
      ) : null}
      <FormError message={answer.error ? localMessage(answer.error, text) : undefined} />
      <SubmitButton busy={busy} busyLabel={text.messages.redirecting}>
        {text.messages.goToPayment}
      </SubmitButton>
    </Form>
  );
}
