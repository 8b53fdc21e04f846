import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { courseStartBlocks } from "~/modules/learning/confirmation.server";
import { receiptMail } from "./mails";

// The receipt says what the confirmation page says (decision 040): the short order number,
// each line with quantity, description and amount, shipping when posted, the total and the
// VAT it includes, where the goods go, and how to start a course.

const ctx = { profile: defaultSiteProfile, coachEmail: "coach@site.test", origin: "https://site.test" };
const orderId = "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f";

const shopOrder = {
  id: orderId,
  email: "ida@example.dk",
  currency: "DKK",
  amountTotal: 389_700,
  items: [
    { itemId: "studio-condenser-mic", name: "Studio Condenser Microphone", quantity: 2, unitAmount: 149_900, currency: "DKK" },
    { itemId: "live-dynamic-mic", name: "Live Dynamic Microphone", quantity: 1, unitAmount: 89_900, currency: "DKK" },
  ],
  shippingAddress: { name: "Ida Holm", line1: "Nørregade 1", postalCode: "1165", city: "København K", country: "DK" },
};

describe("receiptMail", () => {
  it("names the order number, each line, free shipping, the total with its VAT and the address", () => {
    const [mail] = receiptMail(shopOrder, ctx);
    expect(mail).toMatchObject({ kind: "payment.receipt", to: "ida@example.dk", subject: expect.stringContaining("(order 3F2A9C1E)") });
    const text = mail!.text;
    expect(text).toContain("Order number:\n3F2A9C1E");
    expect(text).toContain("2 × Studio Condenser Microphone:\nDKK 1,499.00 each, DKK 2,998.00");
    expect(text).toContain("1 × Live Dynamic Microphone:\nDKK 899.00");
    expect(text).toContain("Shipping:\nFree");
    expect(text).toContain("Total paid:\nDKK 3,897.00");
    expect(text).toContain("Including 25 % VAT (moms):\nDKK 779.40");
    expect(text).toContain("Ship to:\nIda Holm, Nørregade 1, 1165 København K, Denmark");
    // The full id is no longer printed: the number is its start, and the id is a key to the confirmation page.
    expect(text).not.toContain(orderId);
    expect(mail!.html).toContain("3F2A9C1E");
  });

  it("a session's line carries its description; nothing posted, no shipping line", () => {
    const [mail] = receiptMail(
      {
        id: orderId,
        email: "ida@example.dk",
        currency: "DKK",
        amountTotal: 95_000,
        items: [
          {
            itemId: "private-coaching",
            name: "Private Coaching",
            quantity: 1,
            unitAmount: 95_000,
            currency: "DKK",
            description: "Tuesday, 24 November 2026 at 10:00 (Europe/Copenhagen), 60 minutes",
          },
        ],
      },
      ctx,
    );
    expect(mail!.text).toContain("1 × Private Coaching:\nTuesday, 24 November 2026 at 10:00 (Europe/Copenhagen), 60 minutes\nDKK 950.00");
    expect(mail!.text).not.toContain("Shipping");
    expect(mail!.text).not.toContain("Ship to");
  });

  it("adds how to start a course when the course's module says so", () => {
    const course = {
      id: orderId,
      email: "ida@example.dk",
      currency: "USD",
      amountTotal: 9_700,
      items: [{ itemId: "beginner-course", name: "Beginner Vocals Online", quantity: 1, unitAmount: 9_700, currency: "USD" }],
    };
    const [mail] = receiptMail(course, ctx, courseStartBlocks(["Beginner Vocals Online"], ctx));
    expect(mail!.text).toContain("Beginner Vocals Online is ready for you. Sign in (or create your account) with this e-mail address");
    expect(mail!.text).toContain("Start your course:\nhttps://site.test/dashboard");
    expect(receiptMail(course, ctx)[0]!.text).not.toContain("dashboard");
  });

  it("no address, no receipt", () => {
    expect(receiptMail({ ...shopOrder, email: null }, ctx)).toEqual([]);
  });
});

describe("receiptMail in the journey's language", () => {
  const sessionOrder = {
    id: orderId,
    email: "ida@example.dk",
    currency: "DKK",
    amountTotal: 195_000,
    items: [
      {
        itemId: "private-coaching",
        name: "Private Coaching",
        description: "torsdag den 3. december 2026, 14.00–15.00 (60 min), dansk tid",
        quantity: 1,
        unitAmount: 195_000,
        currency: "DKK",
      },
    ],
  };

  it("is Danish for a Danish order: subject, body, Danish money and html lang", () => {
    const [mail] = receiptMail({ ...sessionOrder, language: "da" }, ctx);
    expect(mail!.subject).toBe(`Kvittering for din betaling til ${ctx.profile.businessName} (ordre 3F2A9C1E)`);
    const text = mail!.text.replace(/\u00a0/g, " ");
    expect(text).toContain("Tak. Vi har modtaget din betaling.");
    expect(text).toContain("Ordrenummer:\n3F2A9C1E");
    expect(text).toContain("1 × Private Coaching:\ntorsdag den 3. december 2026, 14.00–15.00 (60 min), dansk tid\n1.950,00 kr.");
    expect(text).toContain("Betalt i alt:\n1.950,00 kr.");
    expect(text).toContain("Heraf 25 % moms:\n390,00 kr.");
    expect(text).toContain("Venlig hilsen");
    expect(text).not.toMatch(/Thank you|Order number|Total paid|Including|Warm regards/);
    expect(mail!.html).toContain('<html lang="da">');
  });

  it("is English, as before, for an English order", () => {
    const [mail] = receiptMail({ ...sessionOrder, language: "en" }, ctx);
    expect(mail!.subject).toBe(`Receipt for your payment to ${ctx.profile.businessName} (order 3F2A9C1E)`);
    expect(mail!.text).toContain("Total paid:\nDKK 1,950.00");
    expect(mail!.html).toContain("<html><body");
  });
});
