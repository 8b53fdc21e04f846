import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatMinorUnits } from "~/modules/catalogue/format";

export interface CancelTarget {
  id: string;
  name: string;
  when: string;
  /** What is left to refund and what the policy suggests, for a paid booking. */
  refund: { refundable: number; suggested: number; currency: string; noticeHours: number } | null;
}

/** 'Cancel…' on a booking: the coach's message and the refund she chooses (the policy's suggestion filled in). */
export function CancelBookingDialog({ target, error }: { target: CancelTarget; error?: string }) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("bookingId") === target.id;
  useEffect(() => {
    if (error) setOpen(true);
  }, [error]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants({ variant: "outline", size: "sm" })}>
        Cancel…<span className="sr-only"> the booking of {target.name}</span>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking</DialogTitle>
          <DialogDescription>
            {target.name}, {target.when}. The time becomes free, and a confirmed client gets one e-mail that removes it from their calendar.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="bookingId" value={target.id} />
          <Field label="Message to the client" name="message" hint="Optional: it goes into the e-mail.">
            {(props) => <Textarea {...props} rows={3} maxLength={1000} />}
          </Field>
          {target.refund ? (
            <Field
              label={`Refund (${target.refund.currency})`}
              name="refund"
              hint={`Up to ${formatMinorUnits(target.refund.refundable)}. Suggested: everything until ${target.refund.noticeHours} hours before the start, nothing after. You decide; 0 refunds nothing.`}
            >
              {(props) => <Input {...props} inputMode="decimal" defaultValue={formatMinorUnits(target.refund!.suggested)} />}
            </Field>
          ) : null}
          <button type="submit" disabled={busy} className={buttonVariants({ variant: "destructive" })}>
            {busy ? "Saving…" : "Cancel booking"}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
