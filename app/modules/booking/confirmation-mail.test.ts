import { describe, expect, it } from "vitest";
import type { bookings } from "~/db/schema";
import { defaultSiteProfile } from "~/modules/site/profile";
import { confirmationMails } from "./mails";
import { buildInvite } from "./invite";
import { defaultCalendarRules } from "./slots";

// A booking begun on a Danish page is Danish to the end (decision 047): the client's
// confirmation and its invite speak Danish with Danish dates; the coach's mail stays English.

const ctx = { profile: defaultSiteProfile, coachEmail: "coach@site.test", origin: "https://site.test" };
const now = new Date("2026-11-27T10:00:00Z");
const booking = {
  id: "b-da",
  kind: "coaching",
  name: "Ida Berg",
  email: "ida@example.dk",
  courseName: "Private Coaching",
  // 14:00 in Copenhagen (winter, UTC+1).
  startsAt: new Date("2026-12-03T13:00:00Z"),
  endsAt: new Date("2026-12-03T14:00:00Z"),
  sequence: 0,
  cancelToken: "cancel-token-123",
} as typeof bookings.$inferSelect;
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

describe("the booking confirmation in the journey's language", () => {
  it("is Danish for a Danish booking: subject, body, dates in da-DK Copenhagen time, html lang and the invite", () => {
    const [client, coach] = confirmationMails(booking, ctx, now, defaultCalendarRules, "da");
    expect(client!.subject).toBe("Booking bekræftet: torsdag den 3. december 2026 kl. 14.00");
    expect(client!.text).toContain("Kære Ida Berg");
    expect(client!.text).toContain("Hvornår:\ntorsdag den 3. december 2026 kl. 14.00 (dansk tid), 60 minutter");
    expect(client!.text).toContain("Aflys denne booking:\nhttps://site.test/booking/cancel/cancel-token-123");
    expect(client!.text).toContain("Venlig hilsen");
    expect(client!.text).not.toMatch(/Dear|When|Warm regards|Cancel this booking/);
    expect(client!.html).toContain('<html lang="da">');
    const ics = unfold(client!.attachments![0]!.content);
    expect(ics).toContain(`SUMMARY:Private Coaching med ${defaultSiteProfile.name}`);
    expect(ics).toContain("DESCRIPTION:Aflys her: https://site.test/booking/cancel/cancel-token-123");
    // The coach reads her own mail in English, with the English invite.
    expect(coach!.subject).toMatch(/^New booking: Ida Berg, Thursday/);
    expect(unfold(coach!.attachments![0]!.content)).toContain(`SUMMARY:Private Coaching with ${defaultSiteProfile.name}`);
  });

  it("stays English, as before, for an English booking", () => {
    const [client] = confirmationMails(booking, ctx, now, defaultCalendarRules);
    expect(client!.subject).toBe("Booking confirmed: Thursday, 3 December 2026 at 14:00");
    expect(client!.text).toContain("Dear Ida Berg");
    expect(client!.text).toContain("When:\nThursday, 3 December 2026 at 14:00 (Europe/Copenhagen), 60 minutes");
    expect(client!.html).toContain("<html><body");
    expect(unfold(client!.attachments![0]!.content)).toContain("DESCRIPTION:To cancel: https://site.test/booking/cancel/cancel-token-123");
  });

  it("writes the invite's language into the calendar's product id", () => {
    const ics = buildInvite(
      booking,
      { businessName: "Studio", coachName: "Maja", coachEmail: "c@x.dk", location: "K", host: "x.dk", now, language: "da" },
      "REQUEST",
    );
    expect(ics).toContain("PRODID:-//Studio//Booking//DA");
  });
});
