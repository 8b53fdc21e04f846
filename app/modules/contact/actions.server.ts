import { formSubmission } from "~/modules/abuse/submission.server";
import { saveContactMessage } from "./contact.server";
import { contactMessages, contactSchema } from "./schemas";

export const submitContactMessage = formSubmission({
  form: "contact",
  maxBytes: 64 * 1024,
  schema: contactSchema,
  messages: { ...contactMessages, failure: contactMessages.errorFallback },
  save: (message, ctx) => saveContactMessage(ctx, message),
});
