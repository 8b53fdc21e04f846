import type { Language } from "~/lib/i18n/languages";
import { englishReceipt, summaryTextOf, type ReceiptText, type SummaryText } from "./receipt-text";
import { danishReceipt } from "./receipt-text.da";
import { englishCheckout, type CheckoutText } from "./checkout-text";
import { danishCheckout } from "./checkout-text.da";
import { englishConfirmation, type ConfirmationText } from "./confirmation-text";
import { danishConfirmation } from "./confirmation-text.da";

/** An order's words in its language: for mails and loaders, never imported by browser code. */
export function receiptText(language: Language): ReceiptText {
  return language === "da" ? danishReceipt : englishReceipt;
}

export function summaryText(language: Language): SummaryText {
  return summaryTextOf(receiptText(language));
}

export function checkoutText(language: Language): CheckoutText {
  return language === "da" ? danishCheckout : englishCheckout;
}

export function confirmationText(language: Language): ConfirmationText {
  return language === "da" ? danishConfirmation : englishConfirmation;
}
