import type { AppLoadContext } from "react-router";
import { db } from "~/db/db.server";
import { publicOrigin } from "~/lib/origin.server";
import { handleSubmission } from "~/modules/abuse/submission.server";
import { mailContext, mailSettings } from "~/modules/mail/settings.server";
import { kickMailWorker } from "~/modules/mail/worker.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { MAX_FILE_BYTES, MAX_FILES } from "~/modules/storage/limits";
import { saveApplication, type ApplicationInput } from "./applications.server";
import {
  APPLICATION_FILES_FIELD,
  applicationMessages,
  celebrityApplicationSchema,
  celebrityTextFields,
  voiceElevatedApplicationSchema,
  voiceElevatedTextFields,
} from "./schemas";

const TEXT_ONLY_BYTES = 256 * 1024;
// Five full-size PDFs plus the text fields and the multipart framing around them.
const WITH_FILES_BYTES = MAX_FILES * MAX_FILE_BYTES + TEXT_ONLY_BYTES;

async function save(request: Request, input: ApplicationInput, files: Parameters<typeof saveApplication>[2]) {
  const deps = { db: db(), storage: fileStorage(), mailMode: mailSettings().mode, mail: mailContext(publicOrigin(request)) };
  const result = await saveApplication(deps, input, files);
  kickMailWorker();
  return { duplicate: result.duplicate };
}

function messagesFor(lang: "da" | "en") {
  const m = applicationMessages[lang];
  return { rateLimited: m.rateLimited, tooLarge: m.tooLarge, malformed: m.malformed, failure: m.failureDescription };
}

export function submitVoiceElevatedApplication(request: Request, context: AppLoadContext | undefined) {
  return handleSubmission(request, context, {
    form: "voice-elevated-application",
    maxBytes: TEXT_ONLY_BYTES,
    textFields: voiceElevatedTextFields,
    checkboxes: ["agreedToTerms"],
    schema: voiceElevatedApplicationSchema,
    messages: messagesFor("da"),
    save: (data) => save(request, { programme: "voice-elevated", data }, []),
  });
}

export function submitCelebrityApplication(request: Request, context: AppLoadContext | undefined) {
  return handleSubmission(request, context, {
    form: "celebrity-application",
    maxBytes: WITH_FILES_BYTES,
    textFields: celebrityTextFields,
    checkboxes: ["agreedToTerms"],
    schema: celebrityApplicationSchema,
    messages: messagesFor("en"),
    files: { field: APPLICATION_FILES_FIELD, maxFiles: MAX_FILES },
    save: (data, files) => save(request, { programme: "celebrity-vocal-experience", data }, files),
  });
}
