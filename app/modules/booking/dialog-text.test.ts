import { describe, expect, it } from "vitest";
import { englishDialog, localMessage, type DialogText } from "./dialog-text";
import { danishDialog } from "./dialog-text.da";
import { bookingMessages } from "./messages";
import { groupSlotsByDay } from "./dialog-view";
import { englishCheckout } from "~/modules/orders/checkout-text";
import { danishCheckout } from "~/modules/orders/checkout-text.da";
import { englishConfirmation } from "~/modules/orders/confirmation-text";
import { danishConfirmation } from "~/modules/orders/confirmation-text.da";
import { englishReceipt } from "~/modules/orders/receipt-text";
import { danishReceipt } from "~/modules/orders/receipt-text.da";

/** Every leaf text whose Danish is the same as its English. */
function untranslated(english: object, danish: object, path = ""): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const other = (danish as Record<string, unknown>)[key];
    if (typeof value === "object" && value !== null) return untranslated(value as object, other as object, `${path}${key}.`);
    if (typeof value === "function") return [];
    return value === other && value !== "" ? [`${path}${key}`] : [];
  });
}

describe("the booking journey's catalogues", () => {
  it("keep SPEC.md's English texts word for word", () => {
    expect(englishDialog.messages).toMatchObject(bookingMessages);
    expect(englishDialog.title).toBe("Book Session");
    expect(englishConfirmation.bookingConfirmed).toBe(bookingMessages.confirmed);
    expect(englishCheckout.holdExpiredTitle).toBe(bookingMessages.expiredTitle);
    expect(englishCheckout.holdExpiredText).toBe(bookingMessages.expiredText);
  });

  it("translate every text into Danish, except SPEC's 'Book Session' label", () => {
    expect(untranslated(englishDialog, danishDialog)).toEqual(["title"]);
    expect(untranslated(englishCheckout, danishCheckout)).toEqual([]);
    expect(untranslated(englishConfirmation, danishConfirmation)).toEqual([]);
    expect(untranslated(englishReceipt, danishReceipt)).toEqual([]);
  });

  it("show a server's English message in the page's language, and an unknown one as it came", () => {
    expect(localMessage(bookingMessages.slotTaken, danishDialog)).toBe(danishDialog.messages.slotTaken);
    expect(localMessage("Could not create payment session.", danishDialog)).toBe("Kunne ikke oprette betalingen.");
    expect(localMessage(englishDialog.unexpectedError, danishDialog)).toBe("Der opstod en uventet fejl.");
    expect(localMessage("Something else", danishDialog)).toBe("Something else");
    expect(localMessage(bookingMessages.fillAll, englishDialog as DialogText)).toBe(bookingMessages.fillAll);
  });

  it("name the slot list's days in Danish for a Danish page", () => {
    const [day] = groupSlotsByDay([{ start: "2026-12-03T13:00:00.000Z" }], "da-DK");
    expect(day).toEqual({
      key: "2026-12-03",
      label: "torsdag 3. december",
      weekday: "tors.",
      date: "3. dec.",
      slots: [{ start: "2026-12-03T13:00:00.000Z", time: "14.00" }],
    });
  });
});
