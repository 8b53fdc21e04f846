import { Form } from "react-router";
import { CopyButton } from "~/components/accounts/copy-button";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import type { PaymentLinkState } from "~/modules/orders/payment-link";

export interface PaymentLinkData {
  url: string;
  /** The amount as the coach reads it ("DKK 5,000.00"). */
  amount: string;
  /** When it lapses, in her time, or null when it never does. */
  expires: string | null;
  state: PaymentLinkState;
  /** Anything else the link is for (the programme run). */
  note?: string | null;
}

const STATE_WORDS: Record<PaymentLinkState, string> = { open: "Open", paid: "Paid", expired: "Expired", withdrawn: "Withdrawn" };
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });

/**
 * A payment link the coach sent (decision 066): what it asks, until when, its state, the URL
 * itself (visible and selectable without script; Copy once script runs), Resend while it is
 * open, and Withdraw for the coach. `fields` go with both posts (which booking, say); the
 * intents are `resend-link` and `withdraw-link`.
 */
export function PaymentLinkPanel({
  id,
  link,
  fields = {},
  canWithdraw,
  recipient,
}: {
  /** Unique on the page: the URL's element id. */
  id: string;
  link: PaymentLinkData;
  fields?: Record<string, string>;
  canWithdraw: boolean;
  /** Who gets it again ("Ida Berg"). */
  recipient: string;
}) {
  const open = link.state === "open";
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <div className="grid gap-2 rounded-control border border-sand-200 p-3 text-sm" data-testid="payment-link">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink-900">Payment link</span>
        <Badge variant={link.state === "paid" ? "success" : "outline"} data-testid="payment-link-state">
          {STATE_WORDS[link.state]}
        </Badge>
      </p>
      <p>
        <span data-testid="payment-link-amount">{link.amount}</span>
        {link.expires ? (
          <span className="text-muted">
            {" "}
            · {open ? "works until" : "worked until"} {link.expires}
          </span>
        ) : null}
        {link.note ? <span className="text-muted"> · {link.note}</span> : null}
      </p>
      <p id={id} className="rounded-control bg-sand-100 px-2 py-1 font-mono text-xs break-all text-ink-900 select-all" data-testid="payment-link-url">
        {link.url}
      </p>
      {open ? (
        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={link.url} label="Copy link" selectId={id} announce="polite" />
          <Form method="post">
            <input type="hidden" name="intent" value="resend-link" />
            {hidden}
            <button type="submit" className={smallOutline}>
              Resend<span className="sr-only"> the payment link to {recipient}</span>
            </button>
          </Form>
          {canWithdraw ? (
            <details className="w-full">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">Withdraw…</summary>
              <Form method="post" className="mt-1 grid gap-2">
                <p>The link stops working at once; a payment already under way is refunded in full.</p>
                <input type="hidden" name="intent" value="withdraw-link" />
                {hidden}
                <button type="submit" className={buttonVariants({ variant: "destructive", size: "sm" })}>
                  Withdraw the link<span className="sr-only"> of {recipient}</span>
                </button>
              </Form>
            </details>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
