import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationFiles, applications } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { MailContext } from "~/modules/mail/draft";
import { duplicateWindowStart, fingerprint, lockFingerprint } from "~/modules/abuse/dedupe.server";
import { newStorageKey, STORAGE_FOLDERS, type FileStorage } from "~/modules/storage/storage.server";
import type { UploadedPdf } from "~/modules/storage/uploads.server";
import { applicationMails } from "./mails";
import type { CelebrityApplication, Programme, VoiceElevatedApplication } from "./schemas";

export type ApplicationInput =
  { programme: "voice-elevated"; data: VoiceElevatedApplication } | { programme: "celebrity-vocal-experience"; data: CelebrityApplication };

export interface SaveDeps {
  db: Database;
  storage: FileStorage;
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
 * Stores the application, its PDFs and its two e-mails together. The files are written
 * first (storage is not part of the transaction) and removed again if the transaction
 * fails or turns out to be a double submit, so nothing is half-saved.
 */
export async function saveApplication(deps: SaveDeps, input: ApplicationInput, files: UploadedPdf[] = []): Promise<{ id: string; duplicate: boolean }> {
  const fields = commonFields(input);
  const hash = fingerprint(
    `application:${input.programme}`,
    fields,
    files.map((f) => f.bytes),
  );
  const stored = files.map((file) => ({ ...file, key: newStorageKey(STORAGE_FOLDERS.applications) }));
  const removeStored = () => Promise.allSettled(stored.map((file) => deps.storage.delete(file.key)));

  try {
    for (const file of stored) await deps.storage.put(file.key, file.bytes, "application/pdf");
    const result = await deps.db.transaction(async (tx) => {
      await lockFingerprint(tx, hash);
      const [existing] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.fingerprint, hash), gt(applications.createdAt, duplicateWindowStart())))
        .limit(1);
      if (existing) return { id: existing.id, duplicate: true };

      const id = randomUUID();
      await tx.insert(applications).values({ id, ...fields, fingerprint: hash });
      if (stored.length) {
        await tx
          .insert(applicationFiles)
          .values(
            stored.map((file) => ({
              id: randomUUID(),
              applicationId: id,
              storageKey: file.key,
              originalName: file.name,
              contentType: "application/pdf",
              size: file.bytes.byteLength,
            })),
          );
      }
      await enqueueMail(tx, applicationMails({ ...fields, fileNames: stored.map((f) => f.name) }, deps.mail), deps.mailMode);
      return { id, duplicate: false };
    });
    if (result.duplicate) await removeStored();
    return result;
  } catch (error) {
    await removeStored();
    throw error;
  }
}

/** Newest first, for the admin dashboard. */
export function listApplications(db: Database, programme?: Programme) {
  const query = db.select().from(applications);
  return (programme ? query.where(eq(applications.programme, programme)) : query).orderBy(desc(applications.createdAt));
}

export function listApplicationFiles(db: Database, applicationId: string) {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
}
