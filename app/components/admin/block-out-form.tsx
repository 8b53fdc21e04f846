import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CheckLine } from "./availability-parts";

export type BlockOutAnswer = { form: "block"; ok: boolean; message: string; values?: Record<string, string>; inTheWay?: string[] };

/** 'Block out': from, to (Copenhagen's clock), an optional private label; bookings in the way are named, or cancelled when ticked. */
export function BlockOutForm({ answer, busy, coach = true }: { answer?: BlockOutAnswer; busy: boolean; coach?: boolean }) {
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  return (
    <Form method="post" className="grid max-w-2xl gap-4" key={answer?.ok ? answer.message : "block"}>
      <input type="hidden" name="intent" value="block" />
      <h3 className="text-lg text-ink-900">Block out time</h3>
      {answer ? (
        <div role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          <p>{answer.message}</p>
          {answer.inTheWay?.length ? (
            <ul className="mt-2 list-disc pl-5 font-normal text-ink-900">
              {answer.inTheWay.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From" name="from" required>
          {(props) => <Input {...props} type="datetime-local" step={300} defaultValue={values.from ?? ""} />}
        </Field>
        <Field label="To" name="to" required>
          {(props) => <Input {...props} type="datetime-local" step={300} defaultValue={values.to ?? ""} />}
        </Field>
      </div>
      <Field label="Label" name="label" hint="Optional and private, such as Dentist or Holiday.">
        {(props) => <Input {...props} maxLength={120} defaultValue={values.label ?? ""} />}
      </Field>
      <CheckLine
        name="cancelBookings"
        label="Cancel those bookings"
        hint={
          coach
            ? "If bookings are in that time: each client gets one e-mail, and paid sessions are refunded in full."
            : "If bookings are in that time: each client gets one e-mail. No money moves: the coach decides each paid session's refund."
        }
        defaultChecked={values.cancelBookings === "on"}
      />
      <Field label="Message to those clients" name="message" hint="Optional: it goes into their e-mail.">
        {(props) => <Textarea {...props} rows={2} maxLength={1000} defaultValue={values.message ?? ""} />}
      </Field>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Blocking out..." : "Block out"}
        </Button>
      </div>
    </Form>
  );
}

/** The block-outs that have not ended, each with 'Remove'. */
export function BlockOutList({ blockOuts }: { blockOuts: { id: string; text: string }[] }) {
  return (
    <div className="grid content-start gap-3">
      <h3 className="text-lg text-ink-900">Coming block-outs</h3>
      {blockOuts.length ? (
        <ul className="divide-y divide-sand-200" aria-label="Coming block-outs">
          {blockOuts.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-ink-900">{block.text}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="blockOutId" value={block.id} />
                <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                  Remove<span className="sr-only"> the block-out {block.text}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No block-outs to come.</p>
      )}
    </div>
  );
}
