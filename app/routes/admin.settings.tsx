import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.settings";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { HistoryCard } from "~/components/admin/history-card";
import { SettingsFields, type SettingsAnswer } from "~/components/admin/settings-fields";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";
import { settingsValues } from "~/modules/settings/form-fields";
import { parseSettingsForm } from "~/modules/settings/settings-form";
import { settingsFormVersion, siteSettingsStore } from "~/modules/settings/settings.server";
import { loadDefaultSiteProfile } from "~/modules/site/profile.server";
import { portraitNotice } from "~/modules/settings/portrait";
import { PortraitCard } from "~/components/admin/portrait-card";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Settings", description: "The studio's profile and programme dates.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const store = siteSettingsStore();
  await store.refresh();
  const settings = store.current()!;
  const history = await listAudit(db(), { subject: { type: "site", id: "settings" }, limit: 10 });
  const photoUrl = settings.profile.photoUrl;
  return {
    portrait: { name: settings.profile.name, photoUrl, isDefault: photoUrl === loadDefaultSiteProfile().photoUrl },
    portraitNotice: portraitNotice(new URL(request.url).searchParams.get("portrait")),
    version: settingsFormVersion(settings),
    values: settingsValues(settings.profile, settings.programmeRuns),
    history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  // The guard first: nobody but the coach gets as far as reading the form.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  const parsed = parseSettingsForm(values);
  if (!parsed.ok) {
    return data<SettingsAnswer>(
      { ok: false, message: "Nothing was saved: correct the fields marked below.", fieldErrors: parsed.fieldErrors, values },
      { status: 400 },
    );
  }
  const saved = await siteSettingsStore().save(admin, parsed.data, values.version ?? "");
  if (!saved.ok)
    return data<SettingsAnswer>({ ok: false, message: saved.message, fieldErrors: {}, values }, { status: saved.reason === "conflict" ? 409 : 400 });
  if (saved.changed.length === 0) return data<SettingsAnswer>({ ok: true, message: "Nothing had changed." });
  return data<SettingsAnswer>({ ok: true, message: `Saved: ${saved.changed.join(", ")}. Every page shows the change from the next visit.` });
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<SettingsAnswer>();
  const busy = useNavigation().state === "submitting";
  const failed = answer && !answer.ok ? answer : undefined;
  const values = failed?.values ?? loaderData.values;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader title="Settings" lead="The studio's details and the programme dates, as every page shows them." />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      {/* key: after a save the form shows what the database now holds; after an error, what was typed. */}
      <Form key={failed ? "typed" : `v${loaderData.version}`} method="post" className="grid gap-6" noValidate>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={loaderData.version} />
        <SettingsFields values={values} errors={failed?.fieldErrors ?? {}} />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save settings"}
          </Button>
        </div>
      </Form>
      <PortraitCard {...loaderData.portrait} notice={answer ? undefined : loaderData.portraitNotice} />
      <HistoryCard entries={loaderData.history} />
    </div>
  );
}
