import { and, inArray, isNull, type SQL } from "drizzle-orm";
import { orders } from "~/db/schema";
import { STATUSES_GRANTING_ACCESS } from "./order-status";

/** `orderGrantsAccess` as a WHERE condition, for queries that find the orders that count for someone. */
export function grantsAccessSql(): SQL {
  return and(inArray(orders.status, [...STATUSES_GRANTING_ACCESS]), isNull(orders.accessRevokedAt))!;
}
