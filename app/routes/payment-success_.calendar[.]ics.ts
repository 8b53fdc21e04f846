import type { Route } from "./+types/payment-success_.calendar[.]ics";
import { sessionInvite } from "~/modules/booking/actions.server";

/**
 * 'Add to calendar' on the confirmation page: the session's invite, the same the confirmation
 * mail carries. Found by the order's unguessable id alone, like the page; any other id, an
 * unpaid or refunded order, or one without a confirmed booking is a 404 (nothing says which).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get("order")?.slice(0, 64) ?? "";
  const ics = await sessionInvite(request, order);
  if (!ics) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="session.ics"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
