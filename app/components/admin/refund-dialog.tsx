import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

export interface RefundDialogProps {
  currency: string;
  /** "DKK 1.250,00": the most that can be given back now. */
  remainingLabel: string;
  /** The amount field's first value ("1250.00"). */
  remainingInput: string;
  ticks: { key: string; label: string }[];
  formKey: string;
  /** Where the refund's own e-mail goes (decision 065); null: the order has no address, so nobody is told. */
  buyerEmail?: string | null;
  answer?: { ok: boolean; message: string; section?: string; fields?: Record<string, string> };
}

/**
 * One refund, the amount and what follows (decision 033). Before JavaScript it is a plain form on
 * the page; once hydrated it opens as a dialog, which reopens with a refusal and its reason.
 */
export function RefundDialog(props: RefundDialogProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "refund";
  const submitted = useRef(false);
  const error = props.answer?.section === "refund" && !props.answer.ok ? props.answer.message : undefined;
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (busy) submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      setOpen(Boolean(error));
    }
  }, [busy, error]);
  const form = <RefundForm {...props} busy={busy} error={error} />;
  if (!hydrated) {
    return (
      <section aria-labelledby="refund-heading" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <h2 id="refund-heading" className="text-xl text-ink-900">
          Refund
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Up to {props.remainingLabel} remains.</p>
        {form}
      </section>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants({ variant: "destructive" })}>Refund…</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund this order</DialogTitle>
          <DialogDescription>Up to {props.remainingLabel} remains. The buyer's money goes back through the payment provider.</DialogDescription>
        </DialogHeader>
        {form}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm(props: RefundDialogProps & { busy: boolean; error?: string }) {
  const fields = props.answer?.section === "refund" && !props.answer.ok ? props.answer.fields : undefined;
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={props.formKey} />
      {props.error ? (
        <p id="refund-error" role="alert" className="text-sm font-medium text-danger">
          {props.error}
        </p>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="refund-amount">Amount ({props.currency})</Label>
        <Input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={fields?.amount ?? props.remainingInput}
          aria-describedby={props.error ? "refund-amount-hint refund-error" : "refund-amount-hint"}
          aria-invalid={props.error ? true : undefined}
          className="w-40"
        />
        <p id="refund-amount-hint" className="text-xs text-muted">
          Any part, at most {props.remainingLabel}.
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="refund-note">Reason (private: only you see it)</Label>
        <Textarea id="refund-note" name="note" rows={2} maxLength={500} required defaultValue={fields?.note ?? ""} />
      </div>
      {props.ticks.length ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium text-ink-900">With the refund</legend>
          {props.ticks.map((tick) => (
            <label key={tick.key} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input type="checkbox" name="choices" value={tick.key} className="size-5 shrink-0 accent-ink-900" />
              {tick.label}
            </label>
          ))}
          <p className="text-xs text-muted">Refunding everything that remains ends all of these anyway once the provider confirms it.</p>
        </fieldset>
      ) : null}
      <p className="text-sm text-ink-700">
        {props.buyerEmail
          ? `The buyer (${props.buyerEmail}) gets one e-mail naming the amount and what it leaves: access kept or ended, a session kept or cancelled.`
          : "This order has no e-mail address: the buyer is not told of the refund."}
      </p>
      <button type="submit" disabled={props.busy} className={buttonVariants({ variant: "destructive" })}>
        {props.busy ? "Refunding…" : "Refund"}
      </button>
    </Form>
  );
}
