import type { OrderEffect } from "~/modules/orders/effects.server";
import { settlePaidCartOrder } from "./paid.server";

/** A paid cart order leaves the cart that holds it and the coach is told (decision 020). */
export const shopOrderEffects: OrderEffect = {
  name: "shop",
  async onPaid(tx, order, ctx) {
    return { mails: await settlePaidCartOrder(tx, order, ctx.mail, ctx.now) };
  },
};
