import { Form, useNavigation } from "react-router";
import { CoachPortrait } from "~/components/art/coach-portrait";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { PORTRAIT_ACCEPT } from "~/modules/settings/portrait";

const fileClass =
  "block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:font-medium";

/**
 * The coach's portrait on /admin/settings: the current one, an upload (its own form and route,
 * so a file never rides on the settings form) and 'Remove portrait' back to the illustrated one.
 */
export function PortraitCard({
  name,
  photoUrl,
  isDefault,
  notice,
}: {
  name: string;
  photoUrl?: string;
  isDefault: boolean;
  notice?: { ok: boolean; message: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/settings/portrait";
  return (
    <section
      id="settings-portrait"
      aria-labelledby="settings-portrait-title"
      className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:grid-cols-[10rem_1fr] sm:p-6"
    >
      <CoachPortrait name={name} photoUrl={photoUrl} className="max-w-40" />
      <div className="grid content-start gap-4">
        <div>
          <h2 id="settings-portrait-title" className="text-xl text-ink-900">
            Portrait
          </h2>
          <p className="mt-1 text-sm text-muted">
            {isDefault ? "The illustrated portrait the site ships with. " : "Your uploaded portrait. "}
            Shown on the landing page, About and your artist page.
          </p>
        </div>
        {notice ? (
          <p role={notice.ok ? "status" : "alert"} className={notice.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
            {notice.message}
          </p>
        ) : null}
        <Form method="post" action="/admin/settings/portrait" encType="multipart/form-data" className="grid gap-3">
          <Field label="New portrait" name="portrait" hint="A PNG, JPEG or WebP photo, up to 5 MB; portrait format (4:5) fits best.">
            {(props) => <input {...props} type="file" accept={PORTRAIT_ACCEPT} className={fileClass} />}
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Uploading…" : "Upload portrait"}
            </Button>
          </div>
        </Form>
        {isDefault ? null : (
          <Form method="post" action="/admin/settings/portrait">
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="outline" disabled={busy}>
              Remove portrait
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
