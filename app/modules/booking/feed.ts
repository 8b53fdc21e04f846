import ical, { ICalEventStatus } from "ical-generator";

/** One event of the coach's calendar feed. Times are instants; the feed writes them in UTC. */
export interface FeedEvent {
  /** The booking's invite UID, so the feed's event and the client's invite are the same event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  status: "confirmed" | "tentative";
  sequence: number;
  description?: string;
}

/** The feed keeps a month behind and a year ahead (decision 031). */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 365;
/** More events than this in the window is not a coach's calendar: the feed is cut, earliest first kept. */
export const FEED_MAX_EVENTS = 3000;

export function feedWindow(now: Date) {
  return { from: new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000), to: new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000) };
}

/** The feed as an iCalendar file (no METHOD: a subscribed calendar, not an invitation), every time in UTC. */
export function buildFeed(events: FeedEvent[], ctx: { businessName: string; now: Date }): string {
  const calendar = ical({
    prodId: { company: ctx.businessName, product: "Calendar feed", language: "EN" },
    name: `${ctx.businessName}: bookings`,
    ttl: 15 * 60,
  });
  for (const event of events.slice(0, FEED_MAX_EVENTS)) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: ctx.now,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description,
      status: event.status === "confirmed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}
