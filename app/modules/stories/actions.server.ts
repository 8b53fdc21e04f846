import { formSubmission } from "~/modules/forms/submission.server";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { saveStory } from "./stories.server";
import { STORY_PDF_FIELD, storyMessages, storySchema } from "./schemas";
import { unreadableMessages } from "~/modules/forms/unreadable-text";

export const submitStory = formSubmission({
  form: "story",
  maxBytes: 256 * 1024,
  schema: storySchema,
  messages: { ...storyMessages, failure: storyMessages.errorFallback, unreadable: unreadableMessages.en },
  files: { field: STORY_PDF_FIELD, folder: STORAGE_FOLDERS.magazine, maxFiles: 1 },
  // A repeat has the same PDF as the first (its content is part of the fingerprint), so "uploaded" is the same either way.
  save: async (story, ctx) => ({ ...(await saveStory(ctx, story, ctx.files[0])), pdfUploaded: ctx.files.length > 0 }),
  answer: (saved) => ({ pdfUploaded: saved.pdfUploaded }),
});
