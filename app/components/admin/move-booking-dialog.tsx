import { BookingDialog } from "~/components/admin/booking-dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";

/** 'Move…' on a confirmed session: the new start the coach picks (any time, Copenhagen's clock) and an optional message. */
export function MoveBookingDialog({ target, error }: { target: { id: string; name: string; startsAtLocal: string }; error?: string }) {
  return (
    <BookingDialog
      bookingId={target.id}
      intent="move"
      trigger={
        <>
          Move…<span className="sr-only"> the session of {target.name}</span>
        </>
      }
      title="Move this session"
      description={`${target.name} gets one e-mail whose calendar file moves the same event. Any time you choose is allowed, outside opening hours too; it keeps its length and its payment.`}
      submit="Move booking"
      error={error}
    >
      <Field label="New date and time (Copenhagen)" name="startsAt" required>
        {(props) => <Input {...props} type="datetime-local" defaultValue={target.startsAtLocal} step={300} />}
      </Field>
      <Field label="Message to the client" name="message" hint="Optional: it goes into the e-mail.">
        {(props) => <Textarea {...props} rows={3} maxLength={1000} />}
      </Field>
    </BookingDialog>
  );
}
