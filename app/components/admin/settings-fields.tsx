import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PROGRAMMES, programmeNames } from "~/modules/programmes/runs";
import { ADDRESS_FIELDS, runField, runRows, SOCIAL_ROWS, socialField } from "~/modules/settings/form-fields";

export type SettingsAnswer =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors: Record<string, string>; values: Record<string, string> };

type Values = Record<string, string>;
type Errors = Record<string, string>;

const card = "grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6";

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <div>
        <h2 id={id} className="text-xl text-ink-900">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

function TextField(props: {
  label: string;
  name: string;
  values: Values;
  errors: Errors;
  type?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}) {
  return (
    <Field
      label={props.label}
      name={props.name}
      required={props.required}
      error={props.errors[props.name]}
      hint={props.hint}
      className="min-w-0 grid-cols-[minmax(0,1fr)] content-start"
    >
      {(control) => <Input {...control} type={props.type ?? "text"} defaultValue={props.values[props.name] ?? ""} autoComplete={props.autoComplete ?? "off"} />}
    </Field>
  );
}

function RemoveBox({ name, label, values }: { name: string; label: string; values: Values }) {
  return (
    <label className="col-span-2 inline-flex min-h-11 items-center gap-2 self-end text-sm font-medium text-ink-900 sm:col-span-1">
      <input type="checkbox" name={name} defaultChecked={values[name] === "on"} className="size-5 accent-ink-900" />
      {label}
    </label>
  );
}

const addressLabels = { street: "Street", postalCode: "Postal code", city: "City", country: "Country" } as const;

/** Every field of /admin/settings: fixed rows for links and runs, so the form works without JavaScript. */
export function SettingsFields({ values, errors }: { values: Values; errors: Errors }) {
  const field = (label: string, name: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={name} values={values} errors={errors} {...extra} />
  );
  return (
    <>
      <Section id="settings-studio" title="Coach and studio">
        <div className="grid gap-5 sm:grid-cols-2">
          {field("Coach's name", "name", { required: true })}
          {field("Business name", "businessName", { required: true })}
        </div>
        {field("Tagline", "tagline", { hint: "One line under the business name." })}
        {field("Danish tagline", "taglineDa", { hint: "The same line on the Danish pages; left empty, they show the English one." })}
      </Section>

      <Section id="settings-contact" title="Contact" lead="Shown in the footer, on the contact page and on every programme page.">
        <div className="grid gap-5 sm:grid-cols-2">
          {field("Contact e-mail", "email", { type: "email", required: true })}
          {field("Phone", "phone", { type: "tel", required: true, hint: "With the country code, e.g. +45 31 42 56 78." })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {ADDRESS_FIELDS.map((key) => (
            <div key={key}>{field(addressLabels[key], `address.${key}`, { required: true })}</div>
          ))}
        </div>
      </Section>

      <Section id="settings-links" title="Links">
        {field("Messaging link", "messagingUrl", {
          type: "url",
          required: true,
          hint: "WhatsApp, Messenger, Telegram or Signal, e.g. https://wa.me/4531425678.",
        })}
        {field("External scheduling link", "schedulingUrl", {
          type: "url",
          hint: "Leave empty: “Book Consultation” opens the site's own booking dialog.",
        })}
        {field("Subscription app pricing page", "subscriptionAppPricingUrl", { type: "url", required: true })}
        {field("Beginner Vocals payment link", "beginnerVocalsPaymentUrl", { type: "url", required: true })}
      </Section>

      <Section id="settings-social" title="Social links" lead="Fill in an empty row to add a link; tick “Remove” or clear a row to take it away.">
        {Array.from({ length: SOCIAL_ROWS }, (_, row) => (
          <fieldset
            key={row}
            className="grid grid-cols-[8rem_1fr] gap-3 border-t border-sand-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-[12rem_1fr_auto]"
          >
            <legend className="sr-only">Social link {row + 1}</legend>
            {field(`Name ${row + 1}`, socialField(row, "label"))}
            {field(`Address ${row + 1}`, socialField(row, "url"), { type: "url" })}
            <RemoveBox name={socialField(row, "remove")} label="Remove" values={values} />
          </fieldset>
        ))}
      </Section>

      {PROGRAMMES.map((programme) => (
        <Section
          key={programme}
          id={`settings-runs-${programme}`}
          title={`Dates: ${programmeNames[programme]}`}
          lead="Each run: its first and last day, when applications close (empty: the day before it starts) and an optional short label. A run that has started is never shown as upcoming."
        >
          {errors[`runs-${programme}`] ? (
            <p role="alert" className="font-medium text-danger">
              {errors[`runs-${programme}`]}
            </p>
          ) : null}
          {Array.from({ length: runRows(values, programme) }, (_, row) => (
            <fieldset
              key={row}
              className="grid grid-cols-2 gap-3 border-t border-sand-200 pt-4 first-of-type:border-t-0 first-of-type:pt-0 lg:grid-cols-[1fr_1fr_1fr_1.3fr_auto]"
            >
              <legend className="sr-only">
                {programmeNames[programme]} run {row + 1}
              </legend>
              {field(`Run ${row + 1} starts`, runField(programme, row, "start"), { type: "date" })}
              {field(`Run ${row + 1} ends`, runField(programme, row, "end"), { type: "date" })}
              {field(`Run ${row + 1} applications close`, runField(programme, row, "applicationDeadline"), { type: "date" })}
              {field(`Run ${row + 1} label`, runField(programme, row, "label"))}
              <RemoveBox name={runField(programme, row, "remove")} label="Remove" values={values} />
            </fieldset>
          ))}
        </Section>
      ))}
    </>
  );
}
