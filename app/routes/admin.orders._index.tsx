import { Form, Link } from "react-router";
import type { Route } from "./+types/admin.orders._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ListCell } from "~/components/admin/list-cells";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { ORDER_KINDS, orderFilterQuery, orderKindLabels, orderStatusLabels, readOrderFilters } from "~/modules/admin/orders";
import { listOrders, providerReference } from "~/modules/admin/orders.server";
import { formatMoney } from "~/modules/orders/money";
import { ORDER_STATUSES, type OrderStatus } from "~/modules/orders/order-status";
import { podStatusLabels, type PodStatus } from "~/modules/print-on-demand/status";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Orders", description: "The studio's orders.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const filters = readOrderFilters(search);
  const page = await listOrders(db(), filters, { after: search.get("after"), before: search.get("before") });
  return {
    filters,
    next: page.next,
    previous: page.previous,
    orders: page.orders.map((o) => ({
      id: o.id,
      status: o.status as OrderStatus,
      items: o.items.map((item) => `${item.quantity} × ${item.name}`).join(", "),
      total: formatMoney(o.amountTotal, o.currency),
      refunded: o.amountRefunded > 0 ? formatMoney(o.amountRefunded, o.currency) : null,
      buyer: o.buyerName ?? null,
      email: o.email,
      reference: providerReference(o),
      pod: o.podStatus ? (podStatusLabels[o.podStatus as PodStatus] ?? o.podStatus) : null,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

const created = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });
const smallOutline = buttonVariants({ variant: "outline", size: "sm" });
const columns = "md:grid-cols-[6.5rem_minmax(0,1.4fr)_minmax(0,1.2fr)_8rem_7.5rem_minmax(0,0.9fr)_5rem]";

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData;
  const filtered = Boolean(filters.q || filters.status || filters.kind);
  return (
    <>
      <AdminHeader title="Orders" lead="Every order, newest first: what was bought, by whom, and where its money and print order are." />
      <section aria-label="Orders" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        {/* A plain GET form: filtering, searching and paging work without JavaScript. */}
        <Form method="get" role="search" aria-label="Orders" className="mb-4 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="orders-q">Buyer name, e-mail or order id</Label>
            <Input id="orders-q" type="search" name="q" defaultValue={filters.q} maxLength={254} autoComplete="off" className="w-72 max-w-full" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="orders-status">Status</Label>
            <Select id="orders-status" name="status" defaultValue={filters.status ?? ""} className="w-44">
              <option value="">Any status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {orderStatusLabels[status]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="orders-kind">What was sold</Label>
            <Select id="orders-kind" name="kind" defaultValue={filters.kind ?? ""} className="w-48">
              <option value="">Anything</option>
              {ORDER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {orderKindLabels[kind]}
                </option>
              ))}
            </Select>
          </div>
          <button type="submit" className={smallOutline}>
            Show
          </button>
          {filtered ? (
            <Link to="/admin/orders" className="inline-flex min-h-11 items-center text-sm underline">
              Show every order
            </Link>
          ) : null}
          <a href={`/admin/export/orders${orderFilterQuery(filters)}`} download className="inline-flex min-h-11 items-center text-sm underline sm:ml-auto">
            {filtered ? "Export these (CSV)" : "Export all (CSV)"}
          </a>
        </Form>
        <p className="mb-2 text-sm text-muted" role="status">
          {filtered ? "Orders matching your search, newest first." : "Every order, newest first."}
          {loaderData.orders.length === 0 ? " None found." : null}
        </p>
        <div
          aria-hidden
          className={`hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:gap-x-4 ${columns}`}
        >
          <span>Created</span>
          <span>Items</span>
          <span>Buyer</span>
          <span>Total</span>
          <span>Status</span>
          <span>Reference · print</span>
          <span />
        </div>
        <ul aria-label="Orders, newest first" className="divide-y divide-sand-200">
          {loaderData.orders.map((o) => (
            <li key={o.id} className={`grid gap-x-4 gap-y-1 py-4 md:items-center ${columns}`}>
              <ListCell label="Created" muted>
                {created.format(new Date(o.createdAt))}
              </ListCell>
              <p className="text-sm font-medium text-ink-900">{o.items || "—"}</p>
              <div className="min-w-0 text-sm">
                {o.buyer ? <p className="font-medium text-ink-900">{o.buyer}</p> : null}
                <p className="break-all text-muted">{o.email ?? "No e-mail"}</p>
              </div>
              <ListCell label="Total" numeric>
                {o.total}
                {o.refunded ? <span className="block text-xs text-muted">{o.refunded} back</span> : null}
              </ListCell>
              <p className="text-sm">
                <Badge variant={o.status === "paid" ? "success" : o.status === "refunded" || o.status === "partially_refunded" ? "accent" : "default"}>
                  <span className="sr-only">Status: </span>
                  {orderStatusLabels[o.status] ?? o.status}
                </Badge>
              </p>
              <div className="min-w-0 text-xs text-muted">
                <p className="break-all">
                  <span className="md:sr-only">Provider reference: </span>
                  {o.reference ?? "No reference yet"}
                </p>
                {o.pod ? <p>Print: {o.pod}</p> : null}
              </div>
              <div className="mt-2 md:mt-0 md:justify-self-end">
                <Link to={`/admin/orders/${encodeURIComponent(o.id)}`} className={smallOutline}>
                  Open
                  <span className="sr-only"> order {o.id.slice(0, 8)}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        {loaderData.previous || loaderData.next ? (
          <nav aria-label="Order pages" className="mt-4 flex gap-4">
            {loaderData.previous ? (
              <Link to={`/admin/orders${orderFilterQuery(filters, { before: loaderData.previous })}`} className={smallOutline}>
                Newer<span className="sr-only"> orders</span>
              </Link>
            ) : null}
            {loaderData.next ? (
              <Link to={`/admin/orders${orderFilterQuery(filters, { after: loaderData.next })}`} className={smallOutline}>
                Older<span className="sr-only"> orders</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
