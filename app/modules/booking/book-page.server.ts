import { randomBytes } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { readJsonOrForm } from "~/lib/request-input.server";
import { clientIp } from "~/modules/forms/client-ip.server";
import { buyerProofHeaders } from "~/modules/orders/buyer-proof.server";
import { availableSlotsFor, goToPayment, reserveSlot, type SlotList } from "./actions.server";
import { bookingMessages } from "./messages";
import { sessionOffer } from "./session-offer.server";
import { pageHoldToken } from "./page-hold-token";
import { danishDialog } from "./dialog-text.da";
import { toLanguage, type Language } from "~/lib/i18n/languages";
import type { DialogText } from "./dialog-text";
import { journeyLanguage } from "~/lib/i18n/journey.server";

/** What /book/session shows after a post: the hold and its pay form, or the form again with the message. */
export type BookPageAnswer =
  | { phase: "held"; holdToken: string; start: string; expiresAt: string }
  | { phase: "expired" }
  | { phase: "form"; error: string; name: string; email: string; slots?: SlotList }
  | { phase: "pay-failed"; holdToken: string; error: string };

const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/** The journey's language: the Danish page's link says `?lang=da`; anything else is English. */
const languageOf = (request: Request) => toLanguage(new URL(request.url).searchParams.get("lang"));

/** The free private-coaching slots, a fresh nonce for this showing of the form, and the page's language with its words. */
export async function bookPageData(request: Request) {
  const language = languageOf(request);
  return {
    slots: await availableSlotsFor(request, "coaching"),
    offer: await sessionOffer(request),
    formNonce: randomBytes(16).toString("base64url"),
    journey: journeyLanguage(language),
    // The Danish words travel in the loader's data, so the page's module carries only the English.
    text: dialogTextFor(language),
  };
}

/** The booking words a journey page sends as data: Danish for a Danish journey, otherwise none (the page's module has the English). */
export function dialogTextFor(language: Language): DialogText | undefined {
  return language === "da" ? danishDialog : undefined;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

/**
 * /book/session's posts, the dialog's steps as forms: `hold` (name, email, slot) through
 * `reserveSlot`, `pay` (the hold token) through `goToPayment` with the dialog's idempotency key,
 * so the schemas, rate limits and one-order-per-hold are the dialog's own.
 */
export async function bookPageAction(request: Request, context: AppLoadContext) {
  const input = (await readJsonOrForm(request)) ?? {};
  const address = clientIp(context);
  if (input.intent === "pay") {
    const holdToken = text(input.holdToken, 64);
    const answer = await goToPayment(request, { holdToken, currency: "DKK", idempotencyKey: `hold:${holdToken}`, language: languageOf(request) }, address);
    if ("url" in answer) throw redirect(answer.url, { headers: { ...privateHeaders, ...buyerProofHeaders(request, answer.orderId) } });
    if (answer.expired) return data<BookPageAnswer>({ phase: "expired" }, { headers: privateHeaders });
    return data<BookPageAnswer>({ phase: "pay-failed", holdToken, error: answer.error }, { headers: privateHeaders });
  }
  const nonce = text(input.formNonce, 64);
  const fields = { name: text(input.name, 200), email: text(input.email, 320), slot: text(input.slot, 64) };
  const holdToken = nonce.length >= 16 ? pageHoldToken(nonce, fields.email, fields.slot) : undefined;
  const answer = await reserveSlot(request, { ...fields, holdToken }, address);
  if (answer.ok)
    return data<BookPageAnswer>({ phase: "held", holdToken: answer.holdToken, start: answer.start, expiresAt: answer.expiresAt }, { headers: privateHeaders });
  if (answer.expired) return data<BookPageAnswer>({ phase: "expired" }, { headers: privateHeaders });
  return data<BookPageAnswer>(
    { phase: "form", error: answer.error ?? bookingMessages.couldNotCreatePending, name: fields.name, email: fields.email, slots: answer.slots },
    { headers: privateHeaders },
  );
}
