import type { Route } from "./+types/calendar-feed.$token";
import { feedResponse } from "~/modules/booking/coach-bookings.server";

/** The coach's calendar feed (.ics) behind its secret token (decision 031): her calendar app subscribes to this URL. */
export async function loader({ params }: Route.LoaderArgs) {
  return feedResponse(params.token);
}
