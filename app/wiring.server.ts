import { registerSessionHooks } from "~/modules/accounts/session-hooks.server";
import { applicationOrderEffects } from "~/modules/applications/order-effects.server";
import { bookingOrderEffects } from "~/modules/booking/order-effects.server";
import { defaultCalendarRules, type CalendarRules } from "~/modules/booking/slots";
import { learningOrderEffects } from "~/modules/learning/order-effects.server";
import { registerOrderEffects, type OrderEffect } from "~/modules/orders/effects.server";
import { printOnDemandOrderEffects } from "~/modules/print-on-demand/order-effects.server";
import { cartCookieOnSignOut, cartCookiesOnSignIn } from "~/modules/shop/actions.server";
import { shopOrderEffects } from "~/modules/shop/order-effects.server";

/**
 * What each thing sold does as an order moves on. The booking comes first: it may refuse an
 * order (its slot went to someone else), and then nothing else is delivered; an application
 * refuses a second payment for a place already paid.
 */
export function orderEffects(calendar: CalendarRules = defaultCalendarRules): OrderEffect[] {
  return [bookingOrderEffects(calendar), applicationOrderEffects, shopOrderEffects, printOnDemandOrderEffects, learningOrderEffects];
}

/**
 * The one place where modules are introduced to each other (decision 022): orders learns what
 * the things sold do, accounts what signing in means for the cart. Called at start, before the
 * first request; no module imports this file.
 */
export function wireModules() {
  // The booking effect only formats times with the calendar (its zone), which no setting changes.
  registerOrderEffects(orderEffects(defaultCalendarRules));
  registerSessionHooks([{ onSignIn: cartCookiesOnSignIn, onSignOut: (request) => [cartCookieOnSignOut(request)] }]);
}
