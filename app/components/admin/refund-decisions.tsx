import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { amountInput } from "~/modules/admin/orders";
import { formatMoney } from "~/modules/orders/money";

export interface RefundDecisionRow {
  bookingId: string;
  name: string;
  kind: string;
  startsAt: string;
  cancelledBy: string;
  currency: string;
  refundable: number;
  suggested: number;
}

const when = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Copenhagen",
});

/**
 * Paid sessions the assistant cancelled (decision 065): no money moved; the coach decides here,
 * the policy's amount filled in. A refund is told to the client by its own e-mail.
 */
export function RefundDecisions({ rows, answer }: { rows: RefundDecisionRow[]; answer?: { ok: boolean; message: string; bookingId?: string } }) {
  const navigation = useNavigation();
  if (!rows.length) return null;
  return (
    <section aria-labelledby="refunds-to-decide" className="mt-4 rounded-card border border-amber-400 bg-ivory p-5 shadow-card">
      <h2 id="refunds-to-decide" className="text-xl text-ink-900">
        Refunds to decide
      </h2>
      <ul className="mt-3 grid gap-4">
        {rows.map((row) => {
          const id = `refund-${row.bookingId}`;
          return (
            <li key={row.bookingId} className="grid gap-2 border-t border-sand-200 pt-3">
              <p className="text-ink-900">
                <span className="font-medium">{row.name}</span>, {row.kind === "consultation" ? "consultation" : "coaching"}{" "}
                {when.format(new Date(row.startsAt))}: cancelled by {row.cancelledBy}, refund to decide. Paid {formatMoney(row.refundable, row.currency)}; the
                policy kept with the booking gives back {formatMoney(row.suggested, row.currency)}.
              </p>
              {answer && !answer.ok && answer.bookingId === row.bookingId ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {answer.message}
                </p>
              ) : null}
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="decide-refund" />
                <input type="hidden" name="bookingId" value={row.bookingId} />
                <label htmlFor={id} className="grid gap-1 text-sm font-medium text-ink-900">
                  Refund ({row.currency})
                  <Input id={id} name="amount" inputMode="decimal" defaultValue={amountInput(row.suggested)} className="w-36" />
                </label>
                <Button type="submit" name="decision" value="refund" size="sm" disabled={navigation.state !== "idle"}>
                  Refund<span className="sr-only"> {row.name}</span>
                </Button>
                <Button type="submit" name="decision" value="none" variant="outline" size="sm" disabled={navigation.state !== "idle"}>
                  No refund<span className="sr-only"> for {row.name}</span>
                </Button>
              </Form>
              <p className="text-sm text-muted">The client gets an e-mail naming the refund; with no refund, no e-mail.</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
