import { count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderRefunds, podFulfilments } from "~/db/schema";

/** Orders waiting for the coach, for Today: print orders without an address, failed print submissions, refunds the provider would not take. */
export async function ordersWaitingCount(db: Database): Promise<{ needsAddress: number; failedPrint: number; failedRefunds: number; total: number }> {
  const pod = await db
    .select({ status: podFulfilments.status, n: count() })
    .from(podFulfilments)
    .where(inArray(podFulfilments.status, ["needs-address", "failed"]))
    .groupBy(podFulfilments.status);
  const [refunds] = await db.select({ n: count() }).from(orderRefunds).where(eq(orderRefunds.status, "failed"));
  const needsAddress = pod.find((row) => row.status === "needs-address")?.n ?? 0;
  const failedPrint = pod.find((row) => row.status === "failed")?.n ?? 0;
  const failedRefunds = refunds?.n ?? 0;
  return { needsAddress, failedPrint, failedRefunds, total: needsAddress + failedPrint + failedRefunds };
}
