import { redirect } from "react-router";
import type { Route } from "./+types/admin.settings_.portrait";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { changePortrait } from "~/modules/settings/portrait.server";
import { siteSettingsStore } from "~/modules/settings/settings.server";
import { fileStorage } from "~/modules/storage/file-storage.server";

/** The portrait form's target only: a visit goes to the settings page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect("/admin/settings");
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: nobody but the coach gets as far as reading the file.
  const admin = await requireAdmin(request);
  const outcome = await changePortrait({ store: siteSettingsStore(), storage: fileStorage() }, admin, await request.formData());
  return redirect(`/admin/settings?portrait=${outcome}#settings-portrait`);
}
