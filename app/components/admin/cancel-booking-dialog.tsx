import { BookingDialog } from "~/components/admin/booking-dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { amountInput } from "~/modules/admin/orders";
import { formatMoney } from "~/modules/orders/money";

export interface CancelTarget {
  id: string;
  name: string;
  when: string;
  /** What is left to refund and what the policy suggests, for a paid booking. */
  refund: { refundable: number; suggested: number; currency: string; noticeHours: number; policyText?: string } | null;
  /** For the assistant (who cannot refund): what was paid, so the dialog says no money moves (decision 065). */
  paid?: { amount: number; currency: string } | null;
}

/** 'Cancel…' on a booking: the coach's message and the refund she chooses (the policy's suggestion filled in). */
export function CancelBookingDialog({ target, error }: { target: CancelTarget; error?: string }) {
  const refund = target.refund;
  return (
    <BookingDialog
      bookingId={target.id}
      intent="cancel"
      trigger={
        <>
          Cancel…<span className="sr-only"> the booking of {target.name}</span>
        </>
      }
      title="Cancel this booking"
      description={`${target.name}, ${target.when}. The time becomes free, and a confirmed client gets one e-mail that removes it from their calendar.`}
      submit="Cancel booking"
      destructive
      error={error}
    >
      <Field label="Message to the client" name="message" hint="Optional: it goes into the e-mail.">
        {(props) => <Textarea {...props} rows={3} maxLength={1000} />}
      </Field>
      {refund ? (
        <Field
          label={`Refund (${refund.currency})`}
          name="refund"
          hint={`Up to ${formatMoney(refund.refundable, refund.currency)}. Suggested by the policy kept with this booking: ${refund.policyText ?? `everything until ${refund.noticeHours} hours before the start, nothing after`}. You decide; 0 refunds nothing. The client's cancellation e-mail names the refund.`}
        >
          {(props) => <Input {...props} inputMode="decimal" defaultValue={amountInput(refund.suggested)} />}
        </Field>
      ) : target.paid ? (
        <p className="text-sm text-ink-700">
          Paid {formatMoney(target.paid.amount, target.paid.currency)}. No money moves when you cancel: the coach decides the refund, and it waits for her on
          Today.
        </p>
      ) : null}
    </BookingDialog>
  );
}
