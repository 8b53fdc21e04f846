import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.orders.$orderId";
import { seo } from "~/lib/seo";
import { AdminHeader } from "~/components/admin/admin-shell";
import { NotesCard } from "~/components/admin/notes-card";
import { OrderTimeline } from "~/components/admin/order-timeline";
import { PrintOnDemandPanel } from "~/components/admin/print-on-demand-panel";
import { RefundDialog } from "~/components/admin/refund-dialog";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { notesFor } from "~/modules/admin/notes.server";
import { runOrderAction, type OrderActionAnswer } from "~/modules/admin/order-actions.server";
import { orderTimeline } from "~/modules/admin/order-timeline";
import { amountInput, orderStatusLabels, PAID_BY_HAND_LABELS, refundDialogFor } from "~/modules/admin/orders";
import { orderDetail, providerReference } from "~/modules/admin/orders.server";
import { refundChoicesOf } from "~/modules/orders/effects.server";
import { formatMoney } from "~/modules/orders/money";
import type { OrderStatus } from "~/modules/orders/order-status";
import { refundChoicesFor } from "~/modules/orders/refunds.server";
import { appOrdersDeps } from "~/modules/orders/runtime.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Order", description: "One order.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const deps = appOrdersDeps();
  const detail = await orderDetail(deps.db, params.orderId);
  if (!detail) throw data("Not found", { status: 404 });
  const { order } = detail;
  const dialog = refundDialogFor(order, detail.openRefunds, await refundChoicesFor(deps, order));
  const choiceLabels = new Map(refundChoicesOf(deps.effects).map((choice) => [choice.key, choice.label]));
  const money = (minor: number) => formatMoney(minor, order.currency);
  const notes = await notesFor(deps.db, "order", order.id);
  return {
    order: {
      id: order.id,
      status: order.status as OrderStatus,
      currency: order.currency,
      total: money(order.amountTotal),
      refunded: money(order.amountRefunded),
      onItsWay: detail.openRefunds > 0 ? money(detail.openRefunds) : null,
      remaining: money(dialog.remaining),
      items: order.items.map((item) => ({
        name: item.name,
        plan: item.plan ?? null,
        quantity: item.quantity,
        amount: formatMoney(item.unitAmount * item.quantity, item.currency),
      })),
      email: order.email,
      userId: order.userId,
      provider: order.provider,
      paidByHand: order.paymentMethod ? PAID_BY_HAND_LABELS[order.paymentMethod] : null,
      reference: providerReference(order),
      session: order.providerSessionId,
      shipping: order.shippingAddress,
      accessRevoked: Boolean(order.accessRevokedAt),
      createdAt: order.createdAt.toISOString(),
    },
    buyer: detail.buyer,
    refund: { ...dialog, remainingInput: amountInput(dialog.remaining) },
    podLines: detail.pod.map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })),
    timeline: orderTimeline({ ...detail, choiceLabels }).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    // Fresh keys per view: a second click or a replayed post makes one refund, one note.
    refundKey: crypto.randomUUID(),
    noteKey: crypto.randomUUID(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's or an assistant's post is refused before its form is even read.
  const coach = await requireAdmin(request);
  return runOrderAction(appOrdersDeps(), { id: coach.id, name: coach.name }, params.orderId, await request.formData());
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Copenhagen" });

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<OrderActionAnswer>();
  const busy = useNavigation().state === "submitting";
  const { order, buyer, refund } = loaderData;
  const shipping = order.shipping;
  return (
    <div className="grid gap-6 pb-12">
      <Link to="/admin/orders" className="inline-flex min-h-11 items-center gap-2 text-sm underline">
        <ArrowLeft aria-hidden className="size-4" />
        All orders
      </Link>
      <AdminHeader
        title={`Order ${order.id.slice(0, 8)}`}
        lead={`${orderStatusLabels[order.status] ?? order.status} · ${order.total} · ${when.format(new Date(order.createdAt))}`}
      />
      {answer && answer.section === "refund" && answer.ok ? (
        <p role="status" className="rounded-card bg-sand-100 p-4 text-sm font-medium text-ink-900">
          {answer.message}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <section aria-labelledby="order-summary" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
          <h2 id="order-summary" className="text-xl text-ink-900">
            What was bought
          </h2>
          <ul aria-label="Items" className="mt-3 divide-y divide-sand-200 text-sm">
            {order.items.map((item, index) => (
              <li key={index} className="flex justify-between gap-4 py-2">
                <span>
                  {item.quantity} × {item.name}
                  {item.plan ? ` (${item.plan})` : ""}
                </span>
                <span className="tabular-nums">{item.amount}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Total</dt>
            <dd className="tabular-nums">{order.total}</dd>
            <dt className="text-muted">Refunded</dt>
            <dd className="tabular-nums" data-testid="order-refunded">
              {order.refunded}
              {order.onItsWay ? ` (and ${order.onItsWay} on its way)` : ""}
            </dd>
            <dt className="text-muted">Refundable</dt>
            <dd className="tabular-nums" data-testid="order-remaining">
              {order.remaining}
            </dd>
            <dt className="text-muted">Status</dt>
            <dd>
              {orderStatusLabels[order.status] ?? order.status}
              {order.accessRevoked ? " · course access removed" : ""}
            </dd>
            <dt className="text-muted">Provider</dt>
            <dd className="break-all">
              {order.paidByHand ? `${order.paidByHand} (recorded by hand)` : order.provider}
              {order.reference ? ` · ${order.reference}` : ""}
            </dd>
            <dt className="text-muted">Order id</dt>
            <dd className="break-all">{order.id}</dd>
          </dl>
        </section>
        <section aria-labelledby="order-buyer" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
          <h2 id="order-buyer" className="text-xl text-ink-900">
            Buyer
          </h2>
          <p className="mt-2 text-sm">
            {buyer?.name ? <span className="block font-medium text-ink-900">{buyer.name}</span> : null}
            <span className="break-all">{order.email ?? "No e-mail"}</span>
          </p>
          {order.userId ? (
            <Link to={`/admin/students/${encodeURIComponent(order.userId)}`} className="mt-2 inline-flex min-h-11 items-center text-sm underline">
              Open their page
            </Link>
          ) : (
            <p className="mt-2 text-sm text-muted">Bought as a guest.</p>
          )}
          <h3 className="mt-4 text-base font-semibold text-ink-900">Shipping address</h3>
          {shipping ? (
            <address className="mt-1 text-sm not-italic">
              {shipping.name}
              <br />
              {shipping.line1}
              {shipping.line2 ? (
                <>
                  <br />
                  {shipping.line2}
                </>
              ) : null}
              <br />
              {shipping.postalCode} {shipping.city}
              {shipping.state ? `, ${shipping.state}` : ""}
              <br />
              {shipping.country}
              {shipping.phone ? (
                <>
                  <br />
                  {shipping.phone}
                </>
              ) : null}
            </address>
          ) : (
            <p className="mt-1 text-sm text-muted">None (nothing to post).</p>
          )}
          <div className="mt-5">
            {refund.refundable ? (
              <RefundDialog
                currency={order.currency}
                remainingLabel={order.remaining}
                remainingInput={refund.remainingInput}
                ticks={refund.ticks}
                formKey={loaderData.refundKey}
                buyerEmail={order.email}
                answer={answer}
              />
            ) : (
              <>
                {answer && answer.section === "refund" && !answer.ok ? (
                  <p role="alert" className="mb-2 text-sm font-medium text-danger">
                    {answer.message}
                  </p>
                ) : null}
                <p className="text-sm text-muted">
                  {order.paidByHand && order.paidByHand !== "Free"
                    ? `${order.paidByHand}: give the money back by hand; nothing goes through the payment provider.`
                    : "Nothing left to refund on this order."}
                </p>
              </>
            )}
          </div>
        </section>
      </div>
      {loaderData.podLines.length ? (
        <PrintOnDemandPanel lines={loaderData.podLines} answer={answer && answer.section === "pod" ? answer : undefined} busy={busy} />
      ) : null}
      <OrderTimeline entries={loaderData.timeline} />
      <NotesCard notes={loaderData.notes} formKey={loaderData.noteKey} answer={answer} subjectLabel="buyer" />
    </div>
  );
}
