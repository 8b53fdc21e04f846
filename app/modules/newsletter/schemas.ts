import { z } from "zod/mini";
import { emailField } from "~/modules/forms/fields";
import { newsletterMessages } from "./messages";

export { newsletterMessages } from "./messages";

export const newsletterSchema = z.object({
  email: z.pipe(
    emailField(newsletterMessages.invalidEmail),
    z.transform((email) => email.toLowerCase()),
  ),
});

/** Tokens are 32 url-safe characters; anything else is not worth a database query. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
