import { z } from "zod/mini";

/** What has no place in a person's name: line breaks and other controls, and format characters (bidi overrides, zero-width). */
const NOT_IN_A_NAME = /[\p{Cc}\p{Cf}]/u;

/** A person's name: one line of letters a person types (docs/rules.md, "Forms"). The length is each form's. */
export const nameCharacters = (message: string) => z.refine((value: unknown) => typeof value !== "string" || !NOT_IN_A_NAME.test(value), { error: message });

/** An e-mail address field: trimmed, at most 254 characters, one message for every failure. */
export const emailField = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, { error: message })), z.email({ error: message }));
