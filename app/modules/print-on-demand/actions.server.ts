import { data } from "react-router";
import { db } from "~/db/db.server";
import { kickPrintOnDemandJob } from "./jobs.server";
import { markPrintOnDemandHandled, retryPrintOnDemand } from "./queue.server";
import { podActionSchema, podMessages as m } from "./schemas";

/** 'Retry now' and 'Mark as handled' from /admin (the route has checked requireAdmin first). */
export async function printOnDemandAction(form: FormData, now = new Date()) {
  const parsed = podActionSchema.safeParse({ intent: form.get("intent"), fulfilmentId: form.get("fulfilmentId") });
  if (!parsed.success) return data({ ok: false as const, section: "pod" as const, message: m.invalid }, { status: 400 });
  const { intent, fulfilmentId } = parsed.data;
  if (intent === "pod-retry") {
    if (!(await retryPrintOnDemand(db(), fulfilmentId, now)))
      return data({ ok: false as const, section: "pod" as const, message: m.notRetryable }, { status: 409 });
    kickPrintOnDemandJob();
    return data({ ok: true as const, section: "pod" as const, message: m.retried });
  }
  if (!(await markPrintOnDemandHandled(db(), fulfilmentId, now)))
    return data({ ok: false as const, section: "pod" as const, message: m.notHandleable }, { status: 409 });
  return data({ ok: true as const, section: "pod" as const, message: m.handled });
}
