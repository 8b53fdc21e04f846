import { describe, expect, it } from "vitest";
import { events, parseIcal } from "../../../tests/support/ical-parse";
import { buildFeed, FEED_MAX_EVENTS, feedWindow, type FeedEvent } from "./feed";

const ctx = { businessName: "Maja Holm Vocal Studio", now: new Date("2027-03-20T12:00:00Z") };
const event = (over: Partial<FeedEvent>): FeedEvent => ({
  uid: "booking-b1@majaholm.example",
  start: new Date("2027-03-27T09:00:00Z"),
  end: new Date("2027-03-27T10:00:00Z"),
  summary: "Ida Berg: Private coaching",
  status: "confirmed",
  sequence: 0,
  ...over,
});

describe("the calendar feed file", () => {
  it("is well-formed iCalendar (CRLF), every time in UTC, 10:00 Copenhagen on both sides of the spring change", () => {
    const ics = buildFeed(
      [
        event({}),
        event({
          uid: "booking-b2@majaholm.example",
          start: new Date("2027-03-29T08:00:00Z"),
          end: new Date("2027-03-29T09:00:00Z"),
          status: "tentative",
          sequence: 2,
        }),
      ],
      ctx,
    );
    expect(ics).not.toContain("METHOD:");
    expect(ics).not.toMatch(/TZID/);
    const found = events(parseIcal(ics));
    const local = (at: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Copenhagen", hour: "2-digit", minute: "2-digit" }).format(at);
    expect(found.map((e) => [e.uid, local(e.start), e.status, e.sequence])).toEqual([
      ["booking-b1@majaholm.example", "10:00", "CONFIRMED", 0],
      ["booking-b2@majaholm.example", "10:00", "TENTATIVE", 2],
    ]);
  });

  it("escapes what a client typed into the summary, and stops at its cap", () => {
    const [one] = events(parseIcal(buildFeed([event({ summary: "Ida; Berg, \\ the\nsecond" })], ctx)));
    expect(one!.summary).toBe("Ida; Berg, \\ the\nsecond");
    const many = Array.from({ length: FEED_MAX_EVENTS + 5 }, (_, i) => event({ uid: `booking-${i}@x` }));
    expect(events(parseIcal(buildFeed(many, ctx)))).toHaveLength(FEED_MAX_EVENTS);
  });

  it("covers 30 days back and 365 ahead", () => {
    expect(feedWindow(ctx.now)).toEqual({ from: new Date("2027-02-18T12:00:00Z"), to: new Date("2028-03-19T12:00:00Z") });
  });
});
