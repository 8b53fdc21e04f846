import type { Database } from "~/db/client.server";
import type { Role } from "~/db/schema";
import { WAITING_CAP } from "~/db/capped-count.server";
import type { WaitingItem } from "./waiting";
import { failedMailCount } from "~/modules/inbox/outbox-admin.server";
import { inboxCounts } from "~/modules/inbox/messages.server";
import { newApplicationsCount } from "~/modules/applications/review.server";
import { ordersWaitingCount } from "./orders-waiting.server";
import { refundsToDecideCount } from "~/modules/booking/refund-decisions.server";

/**
 * Today's "waiting for you": what came in and what went wrong, each with the screen that deals
 * with it. Orders are the coach's (her assistant cannot refund or open them); the rest is the
 * staff's. Each count reads an index, and the inbox and applications stop at WAITING_CAP.
 */
export async function waitingForStaff(db: Database, role: Role): Promise<WaitingItem[]> {
  const coach = role === "admin";
  const [applications, inbox, failedMail, orders, toDecide] = await Promise.all([
    newApplicationsCount(db),
    inboxCounts(db),
    failedMailCount(db),
    coach ? ordersWaitingCount(db) : null,
    coach ? refundsToDecideCount(db) : 0,
  ]);
  const items: WaitingItem[] = [
    { count: applications, one: "new application", many: "new applications", to: "/admin/applications?status=new" },
    { count: inbox.unreadMessages, one: "unread message", many: "unread messages", to: "/admin/messages?show=unread&kind=message" },
    { count: inbox.unreadStories, one: "unread story", many: "unread stories", to: "/admin/messages?show=unread&kind=story" },
  ];
  if (orders) {
    items.push(
      { count: orders.needsAddress, one: "print order needs an address", many: "print orders need an address", to: "/admin/print-on-demand" },
      { count: orders.failedPrint, one: "print order failed", many: "print orders failed", to: "/admin/print-on-demand", alarm: true },
      { count: orders.failedRefunds, one: "refund failed", many: "refunds failed", to: "/admin/orders", alarm: true },
      // Paid sessions her assistant cancelled without money moving (decision 065).
      { count: toDecide, one: "cancelled session: refund to decide", many: "cancelled sessions: refunds to decide", to: "/admin#refunds-to-decide" },
    );
  }
  items.push({ count: failedMail, one: "mail could not be delivered", many: "mails could not be delivered", to: "/admin/outbox?status=failed", alarm: true });
  return items.map((item) => (item.count >= WAITING_CAP ? { ...item, atLeast: true } : item));
}
