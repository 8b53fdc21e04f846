import { formSubmission } from "~/modules/forms/submission.server";
import { subscribe } from "./newsletter.server";
import { newsletterMessages, newsletterSchema } from "./schemas";
import { unreadableMessages } from "~/modules/forms/unreadable-text";

/** Answers the same whether the address is new, pending, confirmed or unsubscribed. */
export const submitNewsletterSignup = formSubmission({
  form: "newsletter",
  maxBytes: 16 * 1024,
  schema: newsletterSchema,
  messages: { ...newsletterMessages, unreadable: unreadableMessages.en },
  save: async ({ email }, ctx) => {
    await subscribe(ctx, email);
    return { duplicate: false };
  },
});
