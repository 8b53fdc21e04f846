import { z } from "zod/mini";
import { CONTROL_OR_FORMAT } from "~/lib/control-characters";

/** A person's name: one line of letters a person types (docs/rules.md, "Forms"). The length is each form's. */
export const nameCharacters = (message: string) =>
  z.refine((value: unknown) => typeof value !== "string" || !value.match(CONTROL_OR_FORMAT), { error: message });

/** An e-mail address field: trimmed, at most 254 characters, one message for every failure. */
export const emailField = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, { error: message })), z.email({ error: message }));
