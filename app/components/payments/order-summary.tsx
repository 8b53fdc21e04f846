import { formatMoney } from "~/modules/orders/money";
import type { OrderSummary } from "~/modules/orders/summary";
import { englishReceipt, type SummaryText } from "~/modules/orders/receipt-text";
import type { Language } from "~/lib/i18n/languages";

/**
 * An order as the buyer reads it, the same on the checkout, the confirmation and the receipt:
 * each line with its quantity and amount, shipping when goods are posted, the total and the
 * VAT it includes. A journey begun in Danish passes the Danish words (from its loader) and its language.
 */
export function OrderSummaryTable({
  summary,
  caption,
  text = englishReceipt,
  language = "en",
}: {
  summary: OrderSummary;
  caption?: string;
  text?: SummaryText;
  language?: Language;
}) {
  const money = (amount: number) => formatMoney(amount, summary.currency, language);
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-3 text-left font-display text-xl text-ink-900">{caption ?? text.whatYouPayFor}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{text.item}</th>
          <th scope="col">{text.amount}</th>
        </tr>
      </thead>
      <tbody className="border-y border-sand-200">
        {summary.lines.map((line, index) => (
          <tr key={index} className="border-b border-sand-200 last:border-b-0 align-baseline">
            <th scope="row" className="py-3 pr-4 font-normal text-ink-900">
              <span className="font-medium">{line.name}</span>
              {line.plan ? <span className="text-muted"> · {line.plan}</span> : null}
              <span className="text-muted">
                {" "}
                × {line.quantity}
                {line.quantity > 1 ? ` · ${money(line.unitAmount)} ${text.each}` : ""}
              </span>
              {line.description ? <span className="mt-1 block text-sm text-ink-700">{line.description}</span> : null}
            </th>
            <td className="py-3 text-right whitespace-nowrap tabular-nums text-ink-900">{money(line.amount)}</td>
          </tr>
        ))}
        {summary.shipping !== null ? (
          <tr className="border-t border-sand-200">
            <th scope="row" className="py-3 pr-4 font-normal text-ink-900">
              {text.shipping}
            </th>
            <td className="py-3 text-right whitespace-nowrap tabular-nums text-ink-900">{summary.shipping === 0 ? text.free : money(summary.shipping)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-4 text-lg font-semibold text-ink-900">
            {text.total}
          </th>
          <td className="pt-4 text-right font-display text-2xl whitespace-nowrap tabular-nums text-ink-900" data-testid="summary-total">
            {money(summary.total)}
          </td>
        </tr>
        <tr>
          <td colSpan={2} className="pt-1 text-right text-sm text-muted" data-testid="summary-vat">
            {text.including} {summary.vatRatePercent} {text.vat}: {money(summary.vatIncluded)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
