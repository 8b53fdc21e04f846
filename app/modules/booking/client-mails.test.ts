import { describe, expect, it } from "vitest";
import type { bookings } from "~/db/schema";
import type { MailDraft } from "~/modules/mail/draft";
import { defaultSiteProfile } from "~/modules/site/profile";
import { bookingRefundMails, cancellationMails, coachCancellationMail, coachRescheduleMail, type BookingRefundReason } from "./mails";
import { byHandConfirmationMail, clientRescheduledMail, paymentLinkMail, rescheduleLinkMail } from "./mails-by-coach";
import { reminderMail } from "./reminder-mail";
import { englishClientMail } from "./client-mail-text";
import { danishClientMail } from "./client-mail-text.da";
import { defaultCalendarRules } from "./slots";
import type { Language } from "~/lib/i18n/languages";

// A booking begun on a Danish page is Danish to the end (decision 047): every mail to the client
// after the confirmation speaks the booking's language; the coach's stay English.

const ctx = { profile: defaultSiteProfile, coachEmail: "coach@site.test", origin: "https://site.test" };
const now = new Date("2026-11-27T10:00:00Z");
const rules = defaultCalendarRules;
const booking = {
  id: "b-1",
  kind: "coaching",
  name: "Ida Berg",
  email: "ida@example.dk",
  courseName: "Private Coaching",
  // 14:00 in Copenhagen (winter, UTC+1).
  startsAt: new Date("2026-12-03T13:00:00Z"),
  endsAt: new Date("2026-12-03T14:00:00Z"),
  sequence: 1,
  cancelToken: "cancel-token-123",
  orderId: "order-1",
} as typeof bookings.$inferSelect;
const order = { id: "order-1", email: "ida@example.dk", amountTotal: 195_000, currency: "dkk" };
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

/** Every client mail, made in `language`. */
function clientMails(language: Language): Record<string, MailDraft> {
  const refund = (reason: BookingRefundReason) =>
    bookingRefundMails(reason, order, "Private Coaching, coach's slot", ctx, language, language === "en" ? undefined : "Private Coaching, client's slot")[0]!;
  return {
    cancelled: cancellationMails(booking, ctx, now, rules, language)[0]!,
    cancelledByCoach: coachCancellationMail(booking, ctx, now, rules, { message: "Sorry!", refund: { amount: 195_000, currency: "dkk" } }, language),
    movedByCoach: coachRescheduleMail(booking, ctx, now, rules, { previousStart: new Date("2026-12-02T09:00:00Z") }, language),
    rescheduleLink: rescheduleLinkMail(booking, ctx, rules, { token: "tok", expiresAt: new Date("2026-12-01T09:00:00Z") }, language),
    movedByClient: clientRescheduledMail(booking, ctx, now, rules, new Date("2026-12-02T09:00:00Z"), language),
    byHand: byHandConfirmationMail(booking, ctx, now, rules, undefined, language),
    paymentLink: paymentLinkMail(
      booking,
      ctx,
      rules,
      { url: "https://pay.test/x", payBy: new Date("2026-11-28T09:00:00Z"), amount: 195_000, currency: "dkk" },
      language,
    ),
    refundSlotLost: refund("slot-lost"),
    refundDuplicate: refund("duplicate-booking"),
    refundStarted: refund("session-started"),
    reminder: reminderMail(booking, ctx, rules, language),
  };
}

/** The English catalogue's fixed words and sentences (texts made by functions are checked by their fixed parts). */
function englishSentences(): string[] {
  const fixed = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "function"
        ? String((value as (...args: unknown[]) => string)("\u0000", "\u0000", "\u0000"))
            .split("\u0000")
            .map((part) => part.replace(/^[\s,.:()]+|[\s,.:()]+$/g, ""))
            .filter((part) => part.length > 3)
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(fixed)
          : [];
  return [...new Set(fixed(englishClientMail))];
}

describe("the client's booking mails in the booking's language", () => {
  const danish = clientMails("da");

  it("checks against the English catalogue's sentences", () => {
    expect(englishSentences()).toEqual(expect.arrayContaining(["Warm regards", "Cancel this booking", "Reply to this e-mail to find a new time."]));
  });

  it.each(Object.keys(danish))("%s is Danish for a Danish booking: subject, body, html lang, Danish dates and money", (name) => {
    const mail = danish[name]!;
    expect(mail.to).toBe("ida@example.dk");
    expect(mail.html).toContain('<html lang="da">');
    expect(mail.text).toContain(danishClientMail.regards);
    const english = englishSentences().filter((sentence) => mail.subject.includes(sentence) || mail.text.includes(sentence));
    expect(english).toEqual([]);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(Dear|Your|When|Where|Price|December|Thursday|Europe\/Copenhagen|DKK)\b/);
  });

  it("says the Danish in full where it matters: dates in da-DK, money as kroner, the invite Danish", () => {
    expect(danish.cancelled!.subject).toBe("Booking aflyst: torsdag den 3. december 2026 kl. 14.00");
    expect(danish.cancelled!.text).toContain("Kære Ida Berg\n\nDin Private Coaching torsdag den 3. december 2026 kl. 14.00 er aflyst.");
    expect(unfold(danish.cancelled!.attachments![0]!.content)).toMatch(/METHOD:CANCEL[\s\S]*SUMMARY:Private Coaching med /);
    expect(danish.cancelledByCoach!.text).toMatch(/1\.950,00\skr\. betales tilbage/);
    expect(danish.paymentLink!.text).toMatch(/Pris:\n1\.950,00\skr\./);
    expect(danish.refundSlotLost!.text).toContain("Din betaling for Private Coaching, client's slot kom");
    expect(danish.refundDuplicate!.text).not.toContain(danishClientMail.bookAnotherTime);
    expect(danish.movedByClient!.text).toContain("fra onsdag den 2. december 2026 kl. 10.00 til torsdag den 3. december 2026 kl. 14.00 (dansk tid)");
    expect(danish.reminder!.subject).toBe("Påmindelse: torsdag den 3. december 2026 kl. 14.00");
    for (const withInvite of [danish.cancelledByCoach!, danish.movedByCoach!, danish.movedByClient!, danish.byHand!])
      expect(unfold(withInvite.attachments![0]!.content)).toContain("SUMMARY:Private Coaching med ");
  });

  it("keeps the coach's copies English", () => {
    const [, coach] = cancellationMails(booking, ctx, now, rules, "da");
    expect(coach!.subject).toBe("Booking cancelled: Ida Berg, Thursday, 3 December 2026 at 14:00");
    expect(unfold(coach!.attachments![0]!.content)).toContain("SUMMARY:Private Coaching with ");
    const refundToCoach = bookingRefundMails("slot-lost", order, "Private Coaching, coach's slot", ctx, "da", "x")[1]!;
    expect(refundToCoach.subject).toBe("Late payment refunded");
    expect(refundToCoach.text).toContain("A payment for the lapsed reservation of Private Coaching, coach's slot arrived");
  });
});

describe("the client's booking mails in English, word for word as before", () => {
  const english = clientMails("en");
  it.each(Object.keys(english))("%s", (name) => {
    const mail = english[name]!;
    expect(mail.html.startsWith("<html><body") || mail.html.includes("<html><body")).toBe(true);
    expect({ subject: mail.subject, text: mail.text }).toMatchSnapshot();
  });
});
