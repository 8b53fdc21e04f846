import { formSubmission } from "~/modules/forms/submission.server";
import { MAX_FILES } from "~/modules/storage/limits";
import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";
import { saveApplication } from "./applications.server";
import { APPLICATION_FILES_FIELD, applicationMessages, celebrityApplicationSchema, voiceElevatedApplicationSchema } from "./schemas";
import { unreadableMessages } from "~/modules/forms/unreadable-text";

const TEXT_BYTES = 256 * 1024;
const messages = (lang: "da" | "en") => ({
  ...applicationMessages[lang],
  failure: applicationMessages[lang].failureDescription,
  unreadable: unreadableMessages[lang],
});
const answer = (saved: { duplicate: boolean }) => ({ duplicate: saved.duplicate });

export const submitVoiceElevatedApplication = formSubmission({
  form: "voice-elevated-application",
  maxBytes: TEXT_BYTES,
  schema: voiceElevatedApplicationSchema,
  messages: messages("da"),
  save: (data, ctx) => saveApplication(ctx, { programme: "voice-elevated", data }),
  answer,
});

export const submitCelebrityApplication = formSubmission({
  form: "celebrity-application",
  maxBytes: TEXT_BYTES,
  schema: celebrityApplicationSchema,
  messages: messages("en"),
  files: { field: APPLICATION_FILES_FIELD, folder: STORAGE_FOLDERS.applications, maxFiles: MAX_FILES },
  save: (data, ctx) => saveApplication(ctx, { programme: "celebrity-vocal-experience", data }, ctx.files),
  answer,
});
