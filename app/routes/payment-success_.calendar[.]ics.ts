import type { Route } from "./+types/payment-success_.calendar[.]ics";
import { sessionInvite } from "~/modules/booking/actions.server";
import { getOptionalUser } from "~/modules/accounts/guards.server";
import { hasBuyerProof } from "~/modules/orders/buyer-proof.server";

/**
 * 'Add to calendar' on the confirmation page: the session's invite, the same the confirmation
 * mail carries, for the browser that opened the checkout or the signed-in buyer (it names the
 * client and carries the cancel link, decision 069); anyone else, any other id, an unpaid or
 * refunded order, or one without a confirmed booking is a 404 (nothing says which).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const order = new URL(request.url).searchParams.get("order")?.slice(0, 64) ?? "";
  const ics = await sessionInvite(request, order, await getOptionalUser(request), hasBuyerProof(request, order));
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
