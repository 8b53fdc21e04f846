import { describe, expect, it } from "vitest";
import { buildInvite, inviteUid } from "./invite";

const booking = {
  id: "b1",
  kind: "coaching",
  name: "Ida Berg",
  email: "ida@example.dk",
  courseName: "Private Coaching",
  // 10:00 Copenhagen on the day summer time starts (UTC+2 from 02:00) and the day it ends.
  startsAt: new Date("2026-03-29T08:00:00Z"),
  endsAt: new Date("2026-03-29T09:00:00Z"),
  sequence: 0,
};
const ctx = {
  businessName: "Maja Holm Vocal Studio",
  coachName: "Maja Holm",
  coachEmail: "coach@example.dk",
  location: "Vesterbrogade 58, København",
  host: "majaholm.example",
  cancelUrl: "https://majaholm.example/booking/cancel/tok",
  now: new Date("2026-03-20T12:00:00Z"),
};
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

describe("calendar invites", () => {
  it("writes a REQUEST with a stable UID, UTC times and the cancellation link", () => {
    const ics = unfold(buildInvite(booking, ctx, "REQUEST"));
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${inviteUid("b1", "majaholm.example")}`);
    expect(ics).toContain("DTSTART:20260329T080000Z");
    expect(ics).toContain("DTEND:20260329T090000Z");
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("https://majaholm.example/booking/cancel/tok");
    expect(ics).toContain("mailto:coach@example.dk");
  });

  it("is 10:00 local on both sides of the autumn change too (08:00 UTC in summer, 09:00 UTC in winter)", () => {
    const winter = unfold(buildInvite({ ...booking, startsAt: new Date("2026-10-26T09:00:00Z"), endsAt: new Date("2026-10-26T10:00:00Z") }, ctx, "REQUEST"));
    expect(winter).toContain("DTSTART:20261026T090000Z");
    const summer = unfold(buildInvite({ ...booking, startsAt: new Date("2026-10-24T08:00:00Z"), endsAt: new Date("2026-10-24T09:00:00Z") }, ctx, "REQUEST"));
    expect(summer).toContain("DTSTART:20261024T080000Z");
  });

  it("cancels the same UID with a higher sequence", () => {
    const ics = unfold(buildInvite({ ...booking, sequence: 1 }, ctx, "CANCEL"));
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain(`UID:booking-b1@majaholm.example`);
    expect(ics).not.toContain("To cancel");
  });
});
