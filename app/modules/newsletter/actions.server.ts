import type { AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { handleSubmission } from "~/modules/abuse/submission.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { subscribe } from "./newsletter.server";
import { newsletterMessages, newsletterSchema, newsletterTextFields } from "./schemas";

/** Answers the same whether the address is new, pending, confirmed or unsubscribed. */
export function submitNewsletterSignup(request: Request, context: AppLoadContext | undefined) {
  return handleSubmission(request, context, {
    form: "newsletter",
    maxBytes: 16 * 1024,
    textFields: newsletterTextFields,
    schema: newsletterSchema,
    messages: {
      rateLimited: newsletterMessages.rateLimited,
      tooLarge: newsletterMessages.tooLarge,
      malformed: newsletterMessages.malformed,
      failure: newsletterMessages.failure,
    },
    save: async ({ email }) => {
      await subscribe({ db: db(), mailMode: mailSettings().mode, mail: mailContext(publicOrigin(request)) }, email);
      kickMailWorker();
      return {};
    },
  });
}
