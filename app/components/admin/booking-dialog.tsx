import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";

/**
 * A calendar action on one booking: a small trigger on its line, a dialog with the form (a plain
 * post, so it works before JavaScript), 'Saving…' while it runs, and the refusal shown in the
 * dialog, which reopens with it.
 */
export function BookingDialog(props: {
  bookingId: string;
  intent: "cancel" | "move" | "reschedule-link";
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  submit: string;
  destructive?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("bookingId") === props.bookingId;
  const submitted = useRef(false);
  // A refusal reopens the dialog with its reason; a saved change closes it (the page says what was done).
  useEffect(() => {
    if (busy) submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      setOpen(Boolean(props.error));
    }
  }, [busy, props.error]);
  useEffect(() => {
    if (props.error) setOpen(true);
  }, [props.error]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants({ variant: "outline", size: "sm" })}>{props.trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {props.error}
          </p>
        ) : null}
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value={props.intent} />
          <input type="hidden" name="bookingId" value={props.bookingId} />
          {props.children}
          <button type="submit" disabled={busy} className={buttonVariants({ variant: props.destructive ? "destructive" : "primary" })}>
            {busy ? "Saving…" : props.submit}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
