import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { applicationFiles, applications } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { MailContext } from "~/modules/mail/draft";
import { fingerprint, insertOnce } from "~/modules/forms/dedupe.server";
import type { StoredPdf } from "~/modules/storage/uploads.server";
import { applicationMails } from "./mails";
import type { CelebrityApplication, Programme, VoiceElevatedApplication } from "./schemas";

export type ApplicationInput =
  { programme: "voice-elevated"; data: VoiceElevatedApplication } | { programme: "celebrity-vocal-experience"; data: CelebrityApplication };

export interface SaveDeps {
  db: Database;
  mailMode: "smtp" | "local";
  mail: MailContext;
}

function commonFields(input: ApplicationInput) {
  const { data } = input;
  return {
    programme: input.programme as Programme,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone,
    singingBackground: data.singingBackground,
    experienceLevel: data.experienceLevel,
    currentChallenges: data.currentChallenges,
    goals: input.programme === "voice-elevated" ? input.data.voiceElevatedGoals : input.data.retreatGoals,
    whyApply: input.programme === "voice-elevated" ? input.data.whyVoiceElevated : input.data.whyAttend,
    callTimes: data.callTimes,
    agreedToTerms: data.agreedToTerms,
  };
}

/**
 * Stores the application, its PDFs (already in storage) and its two e-mails together.
 * A double submit stores it once; the form pipeline removes the repeated PDFs.
 */
export async function saveApplication(deps: SaveDeps, input: ApplicationInput, files: StoredPdf[] = []): Promise<{ id: string; duplicate: boolean }> {
  const fields = commonFields(input);
  const hash = fingerprint(
    `application:${input.programme}`,
    fields,
    files.map((f) => f.sha256),
  );
  return insertOnce(deps.db, applications, hash, async (tx, id) => {
    await tx.insert(applications).values({ id, ...fields, fingerprint: hash });
    if (files.length) {
      await tx.insert(applicationFiles).values(
        files.map((file) => ({
          id: randomUUID(),
          applicationId: id,
          storageKey: file.key,
          originalName: file.name,
          contentType: "application/pdf",
          size: file.size,
        })),
      );
    }
    await enqueueMail(tx, applicationMails({ ...fields, fileNames: files.map((f) => f.name) }, deps.mail), deps.mailMode);
  });
}
