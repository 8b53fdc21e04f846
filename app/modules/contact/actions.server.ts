import type { AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { handleSubmission } from "~/modules/abuse/submission.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { saveContactMessage } from "./contact.server";
import { contactMessages, contactSchema, contactTextFields } from "./schemas";

export function submitContactMessage(request: Request, context: AppLoadContext | undefined) {
  return handleSubmission(request, context, {
    form: "contact",
    maxBytes: 64 * 1024,
    textFields: contactTextFields,
    schema: contactSchema,
    messages: {
      rateLimited: contactMessages.rateLimited,
      tooLarge: contactMessages.tooLarge,
      malformed: contactMessages.malformed,
      failure: contactMessages.errorFallback,
    },
    save: async (message) => {
      await saveContactMessage({ db: db(), mailMode: mailSettings().mode, mail: mailContext(publicOrigin(request)) }, message);
      kickMailWorker();
      return {};
    },
  });
}
