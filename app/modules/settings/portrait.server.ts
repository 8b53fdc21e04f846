import type { AuditActor } from "~/modules/audit/audit.server";
import { storeCover } from "~/modules/storage/covers.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import type { PortraitOutcome } from "./portrait";
import type { SiteSettingsStore } from "./settings.server";

/**
 * The portrait form: 'Remove portrait' goes back to the default profile's illustrated one; an
 * upload is checked by content and size as every cover is (`storeCover`), stored, and then
 * becomes the profile's photo. A refused file changes nothing.
 */
export async function changePortrait(
  deps: { store: Pick<SiteSettingsStore, "savePortrait">; storage: FileStorage },
  actor: AuditActor,
  form: FormData,
): Promise<PortraitOutcome> {
  if (form.get("intent") === "remove") {
    await deps.store.savePortrait(actor, null);
    return "removed";
  }
  const file = form.get("portrait");
  if (!(file instanceof File) || file.size === 0) return "missing";
  const stored = await storeCover(deps.storage, file, "portrait");
  if (!stored.ok) return stored.reason;
  await deps.store.savePortrait(actor, stored.url);
  return "saved";
}
