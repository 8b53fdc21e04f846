import type { Database, Tx } from "~/db/client.server";
import type { orders } from "~/db/schema";
import type { Block, MailContext, MailDraft } from "~/modules/mail/draft";

export type Order = typeof orders.$inferSelect;

export interface OrderEffectContext {
  now: Date;
  mail: MailContext;
}

/** Asks for the whole payment back instead of delivering (a booking's slot was lost meanwhile). */
export interface RefusedOrder {
  reason: string;
  /** Told to the buyer and the coach once the provider has accepted the refund. */
  mails: MailDraft[];
}

/** `receipt`: what the buyer's receipt adds for this kind of thing sold (how to start a course). */
export type PaidEffect = void | { mails?: MailDraft[]; receipt?: Block[]; refuse?: RefusedOrder };

/**
 * What one kind of thing sold (a booking, the shop's cart, print-on-demand, …) does as an order
 * moves on. The orders module runs these inside the order's transaction, in the order they were
 * registered, and imports none of their modules (docs/decisions/022).
 */
export interface OrderEffect {
  name: string;
  /** The order was paid and is to be delivered. May refuse it (the payment is then refunded in full). */
  onPaid?(tx: Tx, order: Order, ctx: OrderEffectContext): Promise<PaidEffect>;
  /** What the order granted ends: refunded in full, a lost dispute, or withdrawn by the coach. */
  onAccessEnded?(tx: Tx, order: Order, ctx: OrderEffectContext): Promise<MailDraft[] | void>;
  /** A later event filled in what the paid order lacked (the shipping address). */
  onDetailsFilled?(tx: Tx, order: Order, ctx: OrderEffectContext): Promise<void>;
  /** What the coach may end together with a refund, a tick each in the refund dialog (decision 033). */
  refundChoices?: readonly RefundChoice[];
}

/**
 * One tick of the refund dialog, offered by the kind of thing sold it ends: "remove course
 * access", "free the booked slot", "stop the print order". Carried out in the refund's own
 * transaction (the order row locked), only when `appliesTo` still says yes.
 */
export interface RefundChoice {
  key: string;
  /** The tick's label, as the coach reads it. */
  label: string;
  /** Whether this order has anything this tick would end (read again under the lock before it is carried out). */
  appliesTo(db: Database | Tx, order: Order, now: Date): Promise<boolean>;
  /** Ends it: the mails to send with it, and whether the order stops granting access (the orders module records that). */
  carryOut(tx: Tx, order: Order, ctx: OrderEffectContext): Promise<{ mails?: MailDraft[]; revokeAccess?: boolean } | void>;
}

/** Every tick the registered effects offer, in their order. */
export function refundChoicesOf(effects: readonly OrderEffect[]): RefundChoice[] {
  return effects.flatMap((effect) => effect.refundChoices ?? []);
}

// On globalThis, like the jobs: module copies (development reloads) share one registry.
const store = globalThis as typeof globalThis & { __orderEffects?: readonly OrderEffect[] };

/** Called once at start with every kind of thing sold (app/order-effects.server.ts). */
export function registerOrderEffects(effects: readonly OrderEffect[]) {
  store.__orderEffects = effects;
}

/** The registered effects; an app that registered none would take money and deliver nothing, so it refuses to. */
export function registeredOrderEffects(): readonly OrderEffect[] {
  const effects = store.__orderEffects;
  if (!effects?.length) throw new Error("No order effects registered: call registerOrderEffects at start (app/order-effects.server.ts)");
  return effects;
}
