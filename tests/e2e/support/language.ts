import type { Page } from "@playwright/test";
import { allPages } from "./site-pages";
import { defaultSiteProfile } from "../../../app/modules/site/profile";
import { englishChrome } from "../../../app/lib/i18n/chrome-text";
import { danishChrome } from "../../../app/lib/i18n/chrome-text.da";
import { englishDialog } from "../../../app/modules/booking/dialog-text";
import { danishDialog } from "../../../app/modules/booking/dialog-text.da";
import { englishCheckout } from "../../../app/modules/orders/checkout-text";
import { danishCheckout } from "../../../app/modules/orders/checkout-text.da";
import { englishConfirmation } from "../../../app/modules/orders/confirmation-text";
import { danishConfirmation } from "../../../app/modules/orders/confirmation-text.da";
import { englishReceipt } from "../../../app/modules/orders/receipt-text";
import { danishReceipt } from "../../../app/modules/orders/receipt-text.da";
import { englishCart } from "../../../app/lib/i18n/cart-text";
import { danishCart } from "../../../app/lib/i18n/cart-text.da";

// The language checks' catalogues and word finders, shared by language.spec.ts (the chrome at both
// widths) and language.phone.spec.ts (what a Danish visitor reads on the way, decision 062).

// The cart's catalogue (loaded with the cart, decision 050) is checked with the chrome's.
export const chromeText = { en: { ...englishChrome, ...englishCart }, da: { ...danishChrome, ...danishCart } };

// English chrome texts a Danish page must not show: those whose Danish differs (SPEC's
// 'Book Session' is the same in both), the switch's own name for the other language aside.
// The coach's English tagline too: the footer shows the Danish one on Danish pages.
export const englishOnly = [
  ...Object.entries(chromeText.en)
    .filter(([key, english]) => english !== chromeText.da[key as keyof typeof chromeText.da] && !key.startsWith("otherLanguage"))
    .map(([, english]) => english.replace(/^[,(\s]+|[)\s]+$/g, "")),
  defaultSiteProfile.tagline,
];

/** The English texts of one catalogue whose Danish differs (leaves only; texts made by functions are checked in the mails' unit tests). */
export function englishTexts(english: object, danish: object): string[] {
  return Object.entries(english).flatMap(([key, value]): string[] => {
    const other = (danish as Record<string, unknown>)[key];
    if (typeof value === "object" && value !== null) return englishTexts(value as object, other as object);
    return typeof value === "string" && value.trim() !== "" && value !== other ? [value.trim()] : [];
  });
}

/** The booking journey's English (dialog, checkout, confirmation, receipt), which a journey begun in Danish must never show. */
export const journeyEnglish = [
  ...englishTexts(englishDialog, danishDialog),
  ...englishTexts(englishCheckout, danishCheckout),
  ...englishTexts(englishConfirmation, danishConfirmation),
  ...englishTexts(englishReceipt, danishReceipt),
];

export const danishPages = allPages.filter((page) => page.lang === "da");

/** The chrome's words, visible or read out: text of header, footer and skip link, and their accessible names. */
export async function chromeWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    for (const element of document.querySelectorAll("body > a[href='#main'], header, footer")) {
      parts.push(element.textContent ?? "");
      for (const labelled of element.querySelectorAll("[aria-label], [title]"))
        parts.push(labelled.getAttribute("aria-label") ?? "", labelled.getAttribute("title") ?? "");
      if (element.getAttribute("aria-label")) parts.push(element.getAttribute("aria-label") ?? "");
    }
    return parts.join(" | ");
  });
}

/** A catalogue text as a pattern: its `{placeholders}` (a count, a product's name) match any words. */
export const pattern = (english: string) =>
  english
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+?");

export function englishIn(words: string, english = englishOnly): string[] {
  return english.filter((text) => new RegExp(`(^|[^\\p{L}])${pattern(text)}([^\\p{L}]|$)`, "u").test(words));
}

/** Everything a visitor reads or hears on the page: its text, its title and the accessible names given by attribute. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labelled = [...document.querySelectorAll("[aria-label], [title], [placeholder]")].map(
      (element) => `${element.getAttribute("aria-label") ?? ""} | ${element.getAttribute("title") ?? ""} | ${element.getAttribute("placeholder") ?? ""}`,
    );
    return [document.title, document.body.innerText, ...labelled].join(" | ");
  });
}

export const journeyAndChrome = [...englishOnly, ...journeyEnglish];
