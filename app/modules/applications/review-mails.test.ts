import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { acceptanceMail, declineMail, defaultDeclineText, duplicatePaymentMail, feeText, paidCoachMail, payUrl } from "./review-mails";

const ctx = { profile: defaultSiteProfile, coachEmail: "coach@studio.test", origin: "https://studio.example" };
const ida = { programme: "voice-elevated" as const, firstName: "Ida", lastName: "Holm", email: "ida@example.dk" };
const sam = { programme: "celebrity-vocal-experience" as const, firstName: "Sam", lastName: "Reed", email: "sam@example.com" };

describe("the coach's answers to an applicant", () => {
  it("writes the fee as each language does", () => {
    expect(feeText("da", 1_850_000, "DKK")).toBe("18.500 kr.");
    expect(feeText("en", 6_850_000, "DKK")).toBe("DKK 68,500");
  });

  it("accepts a Voice Elevated applicant in Danish, with the fee and the payment link", () => {
    const url = payUrl(ctx.origin, "tok_abc");
    expect(url).toBe("https://studio.example/applications/pay/tok_abc");
    const mail = acceptanceMail(ida, { url, amount: 1_850_000, currency: "DKK" }, ctx);
    expect(mail).toMatchObject({ kind: "application.accepted", to: "ida@example.dk", replyTo: defaultSiteProfile.email });
    expect(mail.subject).toBe("Du har fået en plads på Voice Elevated");
    expect(mail.text).toContain("Hej Ida");
    expect(mail.text).toContain("deltagerbetalingen på 18.500 kr.");
    expect(mail.text).toContain(`Betal og sikr din plads:\n${url}`);
    expect(mail.text).toContain("Kærlig hilsen");
    expect(mail.html).toContain(`href="${url}"`);
  });

  it("accepts a Celebrity applicant in English", () => {
    const mail = acceptanceMail(sam, { url: payUrl(ctx.origin, "tok_xyz"), amount: 6_850_000, currency: "DKK" }, ctx);
    expect(mail.subject).toBe("Your place on the Celebrity Vocal Experience");
    expect(mail.text).toContain("Hello Sam");
    expect(mail.text).toContain("the retreat fee of DKK 68,500");
    expect(mail.text).toContain("Pay the retreat fee:\nhttps://studio.example/applications/pay/tok_xyz");
    expect(mail.text).toContain("Warm regards");
    expect(mail.text).not.toMatch(/Hej|Kærlig/);
  });

  it("starts a decline from a kind text in the application's language", () => {
    expect(defaultDeclineText(ida)).toMatch(/^Hej Ida\n\nTak for din ansøgning til Voice Elevated/);
    expect(defaultDeclineText(ida)).toContain("Du er altid velkommen til at søge igen");
    expect(defaultDeclineText(sam)).toMatch(/^Hello Sam\n\nThank you for applying to the Celebrity Vocal Experience/);
  });

  it("sends the decline as the coach wrote it, in paragraphs, signed, with the subject in the application's language", () => {
    const mail = declineMail(sam, "Dear Sam\r\n\r\nNot this time, <sorry>.\n\n\n\nWarmly", ctx);
    expect(mail).toMatchObject({ kind: "application.declined", to: "sam@example.com", subject: "Your application for the Celebrity Vocal Experience" });
    expect(mail.text).toMatch(/^Dear Sam\n\nNot this time, <sorry>\.\n\nWarmly\n\nWarm regards\n/);
    expect(mail.html).toContain("Not this time, &lt;sorry&gt;.");
    expect(declineMail(ida, "Hej Ida\n\nDesværre.", ctx).subject).toBe("Din ansøgning til Voice Elevated");
    expect(declineMail(ida, "Hej Ida\n\nDesværre.", ctx).text).toContain("Kærlig hilsen");
  });

  it("tells the coach of a payment, and a double payer in their language that it is refunded", () => {
    expect(paidCoachMail(ida, { amountTotal: 1_850_000, currency: "DKK" }, ctx)).toMatchObject({
      to: "coach@studio.test",
      subject: "Ida Holm has paid for Voice Elevated",
    });
    expect(duplicatePaymentMail(ida, { amountTotal: 1_850_000, currency: "DKK" }, ctx).text).toContain(
      "den seneste betaling på 18.500 kr. sendes fuldt tilbage",
    );
    expect(duplicatePaymentMail(sam, { amountTotal: 6_850_000, currency: "DKK" }, ctx).text).toContain("the latest payment of DKK 68,500 is on its way back");
  });
});
