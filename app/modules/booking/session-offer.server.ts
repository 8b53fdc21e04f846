import { publicOrigin } from "~/lib/origin.server";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { priceOf } from "~/modules/catalogue/offers";
import type { BookingDeps } from "./deps.server";
import { COACHING } from "./holds.server";
import { appBookingDeps } from "./runtime.server";
import type { SessionOffer } from "./dialog-view";

/**
 * What a private session costs and lasts, for the booking page and dialog to say before a time is
 * chosen (decision 069): the catalogue's DKK price (what 'Go to payment' charges) and the coach's
 * session length. None while the offer is unpublished or has no DKK price.
 */
export async function sessionOfferOf(deps: Pick<BookingDeps, "db" | "calendar">): Promise<SessionOffer | null> {
  const offer = await findOffer(deps.db, COACHING.courseId);
  const price = offer?.published ? priceOf(offer, "DKK") : undefined;
  return price ? { minutes: deps.calendar.sessionMinutes.coaching, amount: price.amount, currency: price.currency } : null;
}

export async function sessionOffer(request: Request): Promise<SessionOffer | null> {
  return sessionOfferOf(await appBookingDeps(publicOrigin(request)));
}
