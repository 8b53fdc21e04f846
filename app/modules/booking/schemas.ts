import { z } from "zod/mini";

import { nameCharacters } from "~/modules/forms/fields";
import { fillAllMessage } from "./messages";
import { LANGUAGES } from "~/lib/i18n/languages";

export { fillAllMessage };

const error = fillAllMessage;
const token = /^[A-Za-z0-9_-]{16,64}$/;
/** An ISO instant with its offset, e.g. "2026-11-24T09:00:00.000Z". */
const isoInstant = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

// zod/mini, like the other forms' schemas: the browser loads this too, and full zod would
// grow the zod core chunk that every form page shares (docs/decisions/010).

/** The booking dialog: name, email and slot are all required (docs/rules.md, "Texts" has the message). */
export const bookingFormSchema = z.object({
  name: z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(100, { error }), nameCharacters(error)),
  email: z.pipe(z.string({ error }).check(z.trim(), z.maxLength(320, { error })), z.email({ error })),
  /** The slot's start as an ISO instant. */
  slot: z.string({ error }).check(z.regex(isoInstant, { error })),
  /** The dialog's handle on its hold; asking again with it returns the same hold. */
  holdToken: z.optional(z.string().check(z.regex(token))),
});

export const goToPaymentSchema = z.object({
  holdToken: z.string().check(z.regex(token)),
  currency: z._default(z.enum(["DKK", "EUR"]), "DKK"),
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_:-]{8,200}$/)),
  /** The page's language the booking started on; only a language on the allow-list is accepted. */
  language: z._default(z.enum(LANGUAGES), "en"),
});
