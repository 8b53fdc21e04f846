import { formSubmission } from "~/modules/forms/submission.server";
import { saveContactMessage } from "./contact.server";
import { contactMessages, contactSchema } from "./schemas";
import { unreadableMessages } from "~/modules/forms/unreadable-text";

export const submitContactMessage = formSubmission({
  form: "contact",
  maxBytes: 64 * 1024,
  schema: contactSchema,
  messages: { ...contactMessages, failure: contactMessages.errorFallback, unreadable: unreadableMessages.en },
  save: (message, ctx) => saveContactMessage(ctx, message),
});
