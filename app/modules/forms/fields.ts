import { z } from "zod/mini";

/** An e-mail address field: trimmed, at most 254 characters, one message for every failure. */
export const emailField = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, { error: message })), z.email({ error: message }));
