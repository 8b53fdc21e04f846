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

/**
 * RFC 5545 section 3.1 and 3.2: a content line is name *(";" param) ":" value, a param is
 * name "=" param-value *("," param-value), and a param-value is paramtext (no CONTROL, DQUOTE,
 * ";", ":" or ",") or a quoted-string (DQUOTE *QSAFE-CHAR DQUOTE, QSAFE-CHAR being anything but
 * CONTROL and DQUOTE; checked here without TAB as well). There is no escape inside a parameter value: a backslash is only itself.
 * Returns the parameters of `name`'s line, or throws where the line breaks the grammar.
 */
function parameters(ics: string, name: string): Record<string, string> {
  const line = unfold(ics)
    .split(/\r\n/)
    .find((l) => l.startsWith(`${name};`) || l.startsWith(`${name}:`));
  if (!line) throw new Error(`no ${name} line`);
  const paramText = /^[^\p{Cc}";:,]*/u;
  const quoted = /^"[^\p{Cc}"]*"/u;
  const found: Record<string, string> = {};
  let rest = line.slice(name.length);
  while (rest.startsWith(";")) {
    const paramName = /^;([A-Za-z0-9-]+)=/.exec(rest);
    if (!paramName) throw new Error(`bad parameter name in ${line}`);
    rest = rest.slice(paramName[0].length);
    const value = quoted.exec(rest) ?? paramText.exec(rest)!;
    found[paramName[1]!.toUpperCase()] = value[0].startsWith('"') ? value[0].slice(1, -1) : value[0];
    rest = rest.slice(value[0].length);
  }
  if (!rest.startsWith(":")) throw new Error(`${name} line breaks RFC 5545's parameter grammar at ${JSON.stringify(rest.slice(0, 20))}: ${line}`);
  return found;
}

describe("names in invite parameters (RFC 5545 param-value)", () => {
  it.each([
    ['Ida "the voice" Berg', "Ida 'the voice' Berg"],
    ["Berg; Ida", "Berg; Ida"],
    ["Ida\\Berg", "Ida/Berg"],
    ["Ida, Berg: soprano", "Ida, Berg: soprano"],
    ['\\"; ROLE=CHAIR', "/'; ROLE=CHAIR"],
    ["Ida\u0007\tBerg\u2028x", "Ida Berg x"],
  ])("the attendee %j stays one parameter that reads %j, and the line parses", (name, shown) => {
    const ics = buildInvite({ ...booking, name }, ctx, "REQUEST");
    const attendee = parameters(ics, "ATTENDEE");
    expect(attendee.CN).toBe(shown);
    expect(attendee.RSVP).toBe("FALSE");
    expect(Object.keys(attendee).toSorted()).toEqual(["CN", "ROLE", "RSVP"]);
    expect(unfold(ics)).toMatch(/\r\nATTENDEE;[^\r\n]*:MAILTO:ida@example\.dk\r\n/);
  });

  it("cleans the organizer's name from the site profile the same way", () => {
    const ics = buildInvite(booking, { ...ctx, coachName: 'Maja "MH" Holm\\' }, "CANCEL");
    expect(parameters(ics, "ORGANIZER").CN).toBe("Maja 'MH' Holm/");
  });
});
