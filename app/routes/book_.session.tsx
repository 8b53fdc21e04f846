import { useState } from "react";
import { Form, Link, href, useNavigation } from "react-router";
import type { Route } from "./+types/book_.session";
import { seo } from "~/lib/seo";
import { bookingMessages } from "~/modules/booking/messages";
import { formatBookingTime } from "~/modules/booking/dialog-view";
import { bookPageAction, bookPageData } from "~/modules/booking/book-page.server";
import { SlotPicker } from "~/components/booking/slot-picker";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { PageContainer } from "~/components/layout/page-container";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** 'Book Session' without JavaScript: the dialog's steps (slot list → hold → payment) as a page of form posts. */
export function loader({ request }: Route.LoaderArgs) {
  return bookPageData(request);
}

// Each showing carries its own form nonce and the calendar as it is now: never stored by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function action({ request, context }: Route.ActionArgs) {
  return bookPageAction(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Book Session", description: "Book a 60-minute private coaching session and pay for it online.", index: false });

export default function BookSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData;
  return (
    <PageContainer className="grid max-w-2xl gap-6 py-12 sm:py-16">
      <div className="grid gap-2">
        <h1 className="font-display text-4xl text-ink-900">Book Session</h1>
        <p className="text-ink-700">A 60-minute private session. Pick a time; it is held for you for 10 minutes while you pay.</p>
      </div>
      {answer?.phase === "held" || answer?.phase === "pay-failed" ? (
        <Held answer={answer} />
      ) : answer?.phase === "expired" ? (
        <div className="grid justify-items-start gap-4" role="status">
          <p className="text-xl font-semibold text-ink-900">{bookingMessages.expiredTitle}</p>
          <p className="text-ink-700">{bookingMessages.expiredText}</p>
          <Link to={href("/book/session")} className={buttonVariants({ variant: "secondary" })}>
            Pick a new time
          </Link>
        </div>
      ) : (
        <HoldForm
          key={answer?.phase === "form" ? answer.error + (answer.slots?.length ?? "") : "form"}
          slots={answer?.phase === "form" && answer.slots ? answer.slots : loaderData.slots}
          formNonce={loaderData.formNonce}
          error={answer?.phase === "form" ? answer.error : undefined}
          values={answer?.phase === "form" ? answer : undefined}
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
}: {
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
        <Field label="Name" name="name" required>
          {(props) => <Input {...props} autoComplete="name" maxLength={200} defaultValue={values?.name} />}
        </Field>
        <Field label="Email" name="email" required>
          {(props) => <Input {...props} type="email" autoComplete="email" maxLength={320} defaultValue={values?.email} />}
        </Field>
      </div>
      <SlotPicker slots={slots} value={slot} onChange={setSlot} disabled={busy} />
      <FormError message={error} />
      <SubmitButton busy={busy} busyLabel={bookingMessages.reserving}>
        Reserve time
      </SubmitButton>
    </Form>
  );
}

function Held({ answer }: { answer: { holdToken: string; start?: string; expiresAt?: string; error?: string } }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="grid justify-items-start gap-4">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="holdToken" value={answer.holdToken} />
      {answer.start && answer.expiresAt ? (
        <div role="status" className="grid gap-1">
          <p className="text-xl font-semibold text-ink-900">{bookingMessages.reserved}</p>
          <p className="text-ink-700">{formatBookingTime(answer.start)} (Copenhagen time), 60 minutes.</p>
          <p className="text-ink-700">Held for you until {formatBookingTime(answer.expiresAt)}. Pay to confirm the booking.</p>
        </div>
      ) : null}
      <FormError message={answer.error} />
      <SubmitButton busy={busy} busyLabel={bookingMessages.redirecting}>
        {bookingMessages.goToPayment}
      </SubmitButton>
    </Form>
  );
}
