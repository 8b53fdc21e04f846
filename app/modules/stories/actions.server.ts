import type { AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { handleSubmission } from "~/modules/abuse/submission.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { MAX_FILE_BYTES } from "~/modules/storage/limits";
import { saveStory } from "./stories.server";
import { STORY_PDF_FIELD, storyMessages, storySchema, storyTextFields } from "./schemas";

export function submitStory(request: Request, context: AppLoadContext | undefined) {
  return handleSubmission(request, context, {
    form: "story",
    maxBytes: MAX_FILE_BYTES + 256 * 1024,
    textFields: storyTextFields,
    schema: storySchema,
    messages: {
      rateLimited: storyMessages.rateLimited,
      tooLarge: storyMessages.tooLarge,
      malformed: storyMessages.malformed,
      failure: storyMessages.errorFallback,
    },
    files: { field: STORY_PDF_FIELD, maxFiles: 1 },
    save: async (story, files) => {
      const deps = { db: db(), storage: fileStorage(), mailMode: mailSettings().mode, mail: mailContext(publicOrigin(request)) };
      const result = await saveStory(deps, story, files[0]);
      kickMailWorker();
      return { pdfUploaded: Boolean(result.pdfKey) };
    },
  });
}
