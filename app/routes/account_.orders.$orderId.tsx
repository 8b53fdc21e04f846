import { Link, data, href } from "react-router";
import type { Route } from "./+types/account_.orders.$orderId";
import { seo } from "~/lib/seo";
import { PrintButton } from "~/components/accounts/print-button";
import { useSiteProfile } from "~/components/layout/site-data";
import { PageContainer } from "~/components/layout/page-container";
import { OrderSummaryTable } from "~/components/payments/order-summary";
import { requireUser } from "~/modules/accounts/guards.server";
import { accountReceipt } from "~/modules/accounts/history.server";
import { accountPageHeaders } from "~/modules/accounts/route-headers";
import { formatMoney } from "~/modules/orders/money";
import { formatAddress } from "~/modules/site/profile";
import { db } from "~/db/db.server";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data ? `Receipt ${args.data.receipt.number}` : "Receipt", description: "The receipt of your order.", index: false });

// A receipt names the buyer and what they bought: never kept by a cache.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders, { personal: true });

/**
 * One order's printable receipt, for its owner only (docs/rules.md, "Accounts": the orders of the
 * account, or of its verified e-mail). Another person's order, an unpaid checkout and an unknown
 * id all answer 404, so an id is never confirmed; visitors sign in first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const who = await requireUser(request);
  const receipt = await accountReceipt(db(), who, params.orderId);
  if (!receipt) throw data("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return { receipt };
}

const linkClass = "font-medium text-ink-800 underline decoration-amber-500 underline-offset-4 hover:decoration-2";

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const profile = useSiteProfile();
  const money = (amount: number) => formatMoney(amount, receipt.summary.currency);
  return (
    <div className="bg-sand-100/60 py-10 sm:py-14 print:bg-white print:py-0">
      <PageContainer className="max-w-3xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4 print:hidden">
          <Link to={href("/account")} className={`${linkClass} inline-flex min-h-11 items-center`}>
            Back to your account
          </Link>
          <PrintButton label="Print receipt" />
        </div>
        <article
          aria-labelledby="receipt-title"
          className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-10 print:rounded-none print:border-0 print:bg-white print:p-0 print:shadow-none"
        >
          <header className="grid gap-6 border-b border-sand-200 pb-6 sm:grid-cols-[1fr_auto] sm:items-start">
            <div>
              <p className="font-display text-2xl text-ink-900">{profile.businessName}</p>
              <address className="mt-2 text-sm not-italic leading-relaxed text-muted">
                {formatAddress(profile)}
                <br />
                {profile.email}
                {profile.phone ? (
                  <>
                    <br />
                    {profile.phone}
                  </>
                ) : null}
              </address>
            </div>
            <div className="sm:text-right">
              <h1 id="receipt-title" className="text-3xl text-ink-900">
                Receipt
              </h1>
            </div>
          </header>

          <dl className="grid gap-x-6 gap-y-3 border-b border-sand-200 py-6 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm text-muted">Order number</dt>
            <dd className="font-medium text-ink-900" data-testid="receipt-number">
              {receipt.number}
            </dd>
            <dt className="text-sm text-muted">Paid</dt>
            <dd className="text-ink-900">
              <time dateTime={receipt.paidAt}>{receipt.paidOn}</time> <span className="text-muted">(Copenhagen time)</span>
            </dd>
            {receipt.email ? (
              <>
                <dt className="text-sm text-muted">Receipt to</dt>
                <dd className="break-all text-ink-900">{receipt.email}</dd>
              </>
            ) : null}
            <dt className="text-sm text-muted">Status</dt>
            <dd className="text-ink-900">{receipt.status}</dd>
          </dl>

          <div className="py-6">
            <OrderSummaryTable summary={receipt.summary} caption="What you bought" />
          </div>

          {receipt.refunds.length > 0 || receipt.refundsOnTheWay > 0 ? (
            <section aria-labelledby="receipt-refunds" className="border-t border-sand-200 py-6">
              <h2 id="receipt-refunds" className="text-xl text-ink-900">
                Refunds
              </h2>
              {receipt.refunds.length > 0 ? (
                <ul className="mt-3 grid gap-2">
                  {receipt.refunds.map((refund, index) => (
                    <li key={index} className="flex justify-between gap-4 text-ink-900">
                      <span>{refund.on ? `Refunded on ${refund.on}` : "Refunded"}</span>
                      <span className="tabular-nums">{money(refund.amount)}</span>
                    </li>
                  ))}
                  <li className="flex justify-between gap-4 border-t border-sand-200 pt-2 font-medium text-ink-900">
                    <span>Paid after refunds</span>
                    <span className="tabular-nums" data-testid="receipt-net">
                      {money(receipt.summary.total - receipt.refunded)}
                    </span>
                  </li>
                </ul>
              ) : null}
              {receipt.refundsOnTheWay > 0 ? (
                <p className="mt-3 text-sm text-muted">A refund of {money(receipt.refundsOnTheWay)} is on its way to you; banks take a few working days.</p>
              ) : null}
            </section>
          ) : null}

          {receipt.shippingAddress ? (
            <section aria-labelledby="receipt-shipping" className="border-t border-sand-200 py-6">
              <h2 id="receipt-shipping" className="text-xl text-ink-900">
                Shipped to
              </h2>
              <address className="mt-3 not-italic leading-relaxed text-ink-900">
                {receipt.shippingAddress.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </section>
          ) : null}

          <footer className="border-t border-sand-200 pt-6 text-sm text-muted">
            Questions about this order? Write to{" "}
            <a href={`mailto:${profile.email}`} className={linkClass}>
              {profile.email}
            </a>{" "}
            and quote order {receipt.number}.
          </footer>
        </article>
      </PageContainer>
    </div>
  );
}
