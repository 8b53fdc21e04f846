import { Form } from "react-router";
import { Panel } from "~/components/accounts/account-page";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { canMarkHandled, canRetry, podStatusLabels, type PodStatus } from "~/modules/print-on-demand/status";

export interface PodOrderView {
  id: string;
  orderId: string;
  items: { productId: string; productName: string; podProductId: string; quantity: number }[];
  status: string;
  attempts: number;
  lastError: string | null;
  providerOrderId: string | null;
  createdAt: string;
}

const statusVariant: Partial<Record<PodStatus, BadgeVariant>> = { submitted: "success", failed: "accent", "needs-address": "accent" };
const created = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

/** The print-on-demand queue on /admin: one Gelato order per paid order, its items, where it is, and the two actions. */
export function PrintOnDemandPanel({ lines, answer, busy }: { lines: PodOrderView[]; answer?: { ok: boolean; message: string }; busy: boolean }) {
  return (
    <Panel title="Print on demand" id="print-on-demand">
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "mb-4 text-sm font-medium text-ink-900" : "mb-4 text-sm font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="text-sm text-muted">No print-on-demand orders yet. Paid shop items with a Gelato product id appear here.</p>
      ) : (
        <ul aria-label="Print-on-demand orders" className="divide-y divide-sand-200">
          {lines.map((line) => {
            const label = podStatusLabels[line.status as PodStatus] ?? line.status;
            const names = line.items.map((item) => item.productName).join(", ");
            return (
              <li key={line.id} className="grid gap-x-6 gap-y-1 py-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_8.5rem_16rem] md:items-start">
                <ul aria-label="Items" className="grid min-w-0 gap-1.5">
                  {line.items.map((item) => (
                    <li key={item.productId}>
                      <p className="font-medium text-ink-900">
                        {item.productName} <span className="text-sm font-normal text-muted">× {item.quantity}</span>
                      </p>
                      <p className="text-xs break-all text-muted">{item.podProductId}</p>
                    </li>
                  ))}
                </ul>
                <div className="min-w-0 text-sm">
                  <p className="break-all">
                    <span className="text-muted">Order </span>
                    {line.orderId.slice(0, 8)}
                  </p>
                  <p className="text-xs text-muted">{created.format(new Date(line.createdAt))}</p>
                </div>
                <div className="text-sm">
                  <Badge variant={statusVariant[line.status as PodStatus] ?? "default"}>
                    <span className="sr-only">Status: </span>
                    {label}
                  </Badge>
                  <p className="mt-1 text-xs text-muted">
                    {line.attempts} {line.attempts === 1 ? "attempt" : "attempts"}
                  </p>
                </div>
                <div className="mt-2 flex flex-wrap gap-2 md:mt-0 md:justify-end">
                  {canRetry(line.status) ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="pod-retry" />
                      <input type="hidden" name="fulfilmentId" value={line.id} />
                      <button type="submit" disabled={busy} className={buttonVariants({ size: "sm" })}>
                        Retry now<span className="sr-only"> ({names})</span>
                      </button>
                    </Form>
                  ) : null}
                  {canMarkHandled(line.status) ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="pod-handled" />
                      <input type="hidden" name="fulfilmentId" value={line.id} />
                      <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline", size: "sm" })}>
                        Mark as handled<span className="sr-only"> ({names})</span>
                      </button>
                    </Form>
                  ) : null}
                </div>
                {line.lastError || line.providerOrderId ? (
                  <p
                    className={
                      line.status === "submitted" ? "text-xs wrap-anywhere text-muted md:col-span-4" : "text-xs wrap-anywhere text-danger md:col-span-4"
                    }
                  >
                    {line.status === "submitted" && line.providerOrderId ? `Gelato order ${line.providerOrderId}` : `Last error: ${line.lastError}`}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
