import { BookingDialog } from "~/components/admin/booking-dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";

/** 'Send link…' on a confirmed session: the client gets a private link to choose a new free time herself (once, for a week at most). */
export function RescheduleLinkDialog({ target, error }: { target: { id: string; name: string; linkKey: string }; error?: string }) {
  return (
    <BookingDialog
      bookingId={target.id}
      intent="reschedule-link"
      trigger={
        <>
          Send link…<span className="sr-only"> to {target.name} to choose a new time</span>
        </>
      }
      title="Let the client choose a new time"
      description={`${target.name} gets one e-mail with a private link to pick a free time of the same kind. It works once, for a week at most and never after the session starts; until then the booking stays as it is. No new charge.`}
      submit="Send link"
      error={error}
    >
      <input type="hidden" name="key" value={target.linkKey} />
      <Field label="Message to the client" name="message" hint="Optional: it goes into the e-mail.">
        {(props) => <Textarea {...props} rows={3} maxLength={1000} />}
      </Field>
    </BookingDialog>
  );
}
