import { data } from "react-router";
import type { Database } from "~/db/client.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { formatMoney } from "~/modules/orders/money";
import { refundOrder } from "~/modules/orders/refunds.server";
import { printOnDemandAction } from "~/modules/print-on-demand/actions.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { addNoteAction } from "./notes.server";
import { amountInput } from "./orders";
import { refundFormSchema } from "./order-forms";
import { orderDetail } from "./orders.server";

export type OrderActionAnswer = { ok: boolean; section: "refund" | "note" | "pod"; message: string; fields?: Record<string, string> };

/**
 * The order page's posts (the route has called requireAdmin first): a refund through the orders
 * module with the ticks the coach chose, a private note, and the print-on-demand panel's two
 * actions. Every refusal says why; the form keeps what was typed.
 */
export async function runOrderAction(deps: OrdersDeps, coach: AuditActor, orderId: string, form: FormData) {
  const intent = form.get("intent");
  if (intent === "note") return addNoteAction(deps.db, coach, "order", orderId, form);
  if (intent === "pod-retry" || intent === "pod-handled") return printOnDemandAction(form, deps.now());
  if (intent !== "refund")
    return data({ ok: false, section: "refund", message: "Something went wrong. Please try again." } satisfies OrderActionAnswer, { status: 400 });
  return refundAction(deps, coach, orderId, form);
}

async function refundAction(deps: OrdersDeps, coach: AuditActor, orderId: string, form: FormData) {
  const fields = { amount: String(form.get("amount") ?? ""), note: String(form.get("note") ?? "") };
  const refuse = (message: string, status: number) => data({ ok: false, section: "refund", message, fields } satisfies OrderActionAnswer, { status });
  const parsed = refundFormSchema.safeParse({
    intent: form.get("intent"),
    amount: fields.amount,
    note: fields.note,
    choices: form.getAll("choices").map(String),
    key: form.get("key"),
  });
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Check the refund and try again.", 400);
  const before = await orderDetail(deps.db, orderId);
  if (!before) return refuse("This order no longer exists.", 404);
  const { amount, note, choices, key } = parsed.data;
  const actor = { kind: "staff", userId: coach.id, name: coach.name } as const;
  const result = await refundOrder(deps, orderId, { amount, reason: "coach", note, choices, actor, idempotencyKey: key });
  if (!result.ok) {
    if (result.reason === "not-allowed") return refuse("Only the coach can refund. Nothing was refunded.", 403);
    if (result.reason === "not-found") return refuse("This order no longer exists.", 404);
    if (result.reason === "not-refundable") return refuse("This order cannot be refunded: nothing was paid, or everything was given back.", 409);
    const after = await orderDetail(deps.db, orderId);
    const left = after ? after.order.amountTotal - after.order.amountRefunded - after.openRefunds : 0;
    return refuse(`You can refund at most ${formatMoney(Math.max(0, left), before.order.currency)} (what remains of this order). Nothing was refunded.`, 409);
  }
  const money = formatMoney(amount, before.order.currency);
  if (!result.duplicate) {
    await recordAudit(
      deps.db as Database,
      coach,
      {
        action: "order.refunded",
        subjectType: "order",
        subjectId: orderId,
        summary: `Refunded ${money}`,
        details: { amount, currency: before.order.currency, refundId: result.refundId, choices: result.carriedOut ?? [] },
      },
      deps.now(),
    );
  }
  return data({
    ok: true,
    section: "refund",
    message: `Refund of ${money} sent to the provider.${before.order.email ? " The buyer gets an e-mail naming it." : ""}`,
    fields: { amount: amountInput(amount) },
  } satisfies OrderActionAnswer);
}
