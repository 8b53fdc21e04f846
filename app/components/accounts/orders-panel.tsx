import { Link, href } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { AccountOrder } from "~/modules/accounts/history";
import { formatMoney } from "~/modules/orders/money";
import { Panel } from "./account-page";

const linkClass = "font-medium text-ink-800 underline decoration-amber-500 underline-offset-4 hover:decoration-2";

/** "Your orders": newest first, each with its receipt (issue 24). */
export function OrdersPanel({ orders }: { orders: AccountOrder[] }) {
  return (
    <Panel title="Your orders" id="orders">
      {orders.length === 0 ? (
        <p className="max-w-[60ch] text-muted">
          No orders yet. What you buy here, courses, coaching sessions and things from the shop, is listed with its receipt.{" "}
          <Link to={href("/courses")} className={linkClass}>
            See the courses
          </Link>
          .
        </p>
      ) : (
        <ul className="grid" aria-label="Orders">
          {orders.map((order) => (
            <li
              key={order.id}
              className="grid gap-x-6 gap-y-1 border-t border-sand-200 py-4 first:border-t-0 first:pt-0 sm:grid-cols-[9.5rem_1fr_auto] sm:items-baseline"
              data-testid="account-order"
            >
              <p className="text-sm text-muted">
                <time dateTime={order.dateTime}>{order.date}</time>
                <span className="block">Order {order.number}</span>
              </p>
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{order.what}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-display text-lg tabular-nums text-ink-900">{formatMoney(order.total, order.currency)}</span>
                  <Badge variant={order.tone === "paid" ? "success" : order.tone === "refunded" ? "outline" : "default"}>{order.status}</Badge>
                </p>
              </div>
              <Link
                to={href("/account/orders/:orderId", { orderId: order.id })}
                className={`${linkClass} inline-flex min-h-11 items-center sm:justify-self-end`}
                aria-label={`Receipt for order ${order.number}`}
              >
                Receipt
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
