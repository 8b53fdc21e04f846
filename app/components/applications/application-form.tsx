import type { ReactNode } from "react";
import { Link, href } from "react-router";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { Honeypot } from "~/components/forms/honeypot";
import { PdfPicker } from "~/components/forms/pdf-picker";
import { useValidatedFetcher } from "~/components/forms/use-validated-fetcher";
import { readTextFields, type FormOutcome, type SafeParser } from "~/modules/forms/form-input";
import {
  APPLICATION_FILES_FIELD,
  applicationMessages,
  celebrityApplicationSchema,
  celebrityTextFields,
  voiceElevatedApplicationSchema,
  voiceElevatedTextFields,
} from "~/modules/applications/schemas";
import { MAX_FILE_MB, MAX_FILES } from "~/modules/storage/limits";
import type { ApplicationCopy } from "./copy";

export interface ApplicationFormProps {
  copy: ApplicationCopy;
  /** The server's answer to a submission made before JavaScript loaded. */
  initial?: FormOutcome;
  /** What replaces the form once the application is in. */
  renderSuccess: () => ReactNode;
  /** Where the form posts: the page, with the run it was shown for (decision 036). */
  action?: string;
}

/**
 * The application form of either programme: the shared schema checks it in the browser
 * first, the route action checks it again, and the form's toasts report the outcome.
 */
export function ApplicationForm({ copy, initial, renderSuccess, action }: ApplicationFormProps) {
  const messages = applicationMessages[copy.lang];
  const celebrity = copy.programme === "celebrity-vocal-experience";
  const schema: SafeParser<unknown> = celebrity ? celebrityApplicationSchema : voiceElevatedApplicationSchema;
  const textFields = celebrity ? celebrityTextFields : voiceElevatedTextFields;
  // Uncontrolled: a box ticked before the script started stays ticked (React would set a
  // controlled box back to its state as it hydrates); the submit reads it from the form.
  const termsAgreed = initial && !initial.ok ? initial.values?.agreedToTerms === "on" : false;

  const form = useValidatedFetcher({
    schema,
    read: (data) => readTextFields(data, textFields, ["agreedToTerms"]),
    initial,
    onResult: (outcome) => {
      if (outcome.ok) {
        toast({ title: messages.successTitle, description: messages.successDescription, variant: "success" });
      } else {
        toast({ title: messages.failureTitle, description: outcome.formError ?? messages.failureDescription, variant: "destructive" });
      }
    },
  });

  if (form.outcome?.ok) return <>{renderSuccess()}</>;

  const { values, formError } = form;

  return (
    <form.fetcher.Form
      {...form.formProps}
      action={action}
      encType={celebrity ? "multipart/form-data" : undefined}
      className="relative grid gap-10"
      aria-describedby="application-required-note"
    >
      <Honeypot />
      <p id="application-required-note" className="text-sm text-muted">
        <span aria-hidden className="text-danger">
          *
        </span>{" "}
        {copy.requiredNote}
      </p>
      {copy.sections.map((section, index) => (
        <fieldset key={section.legend} className="grid gap-6 border-t border-sand-200 pt-8 first-of-type:border-t-0 first-of-type:pt-0">
          <legend className="float-left mb-2 flex w-full items-baseline gap-3 font-display text-xl text-ink-900">
            <span aria-hidden className="font-display text-base text-amber-700 tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            {section.legend}
          </legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {section.fields.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                name={field.name}
                hint={field.hint}
                required
                error={form.errors[field.name]}
                className={field.multiline || field.hint ? "sm:col-span-2" : undefined}
              >
                {(props) =>
                  field.multiline ? (
                    <Textarea {...props} rows={4} defaultValue={values[field.name]} minLength={field.minLength} maxLength={field.maxLength} />
                  ) : (
                    <Input
                      {...props}
                      type={field.type ?? "text"}
                      autoComplete={field.autoComplete}
                      defaultValue={values[field.name]}
                      minLength={field.minLength}
                      maxLength={field.maxLength}
                    />
                  )
                }
              </Field>
            ))}
          </div>
        </fieldset>
      ))}

      {celebrity ? (
        <fieldset className="grid gap-4 border-t border-sand-200 pt-8">
          <legend className="float-left mb-2 w-full font-display text-xl text-ink-900">Supporting documents</legend>
          <PdfPicker
            name={APPLICATION_FILES_FIELD}
            label="PDF files (optional)"
            hint={`A repertoire list, a CV or programme notes. PDF only, up to ${MAX_FILE_MB} MB each, at most ${MAX_FILES} files.`}
            multiple
            maxFiles={MAX_FILES}
            error={form.errors[APPLICATION_FILES_FIELD]}
          />
        </fieldset>
      ) : null}

      <div className="grid gap-6 border-t border-sand-200 pt-8">
        <div className="grid gap-2">
          <div className="flex items-start gap-3">
            <input
              id="agreedToTerms"
              name="agreedToTerms"
              type="checkbox"
              required
              defaultChecked={termsAgreed}
              aria-invalid={form.errors.agreedToTerms ? true : undefined}
              aria-describedby={form.errors.agreedToTerms ? "agreedToTerms-error" : undefined}
              className="mt-0.5 size-6 shrink-0 cursor-pointer accent-ink-900"
            />

            <label htmlFor="agreedToTerms" className="text-base leading-snug">
              {copy.terms.before}
              <Link to={href("/terms-of-service")} className="underline decoration-amber-500 underline-offset-4 hover:decoration-2">
                {copy.terms.terms}
              </Link>
              {copy.terms.and}
              <Link to={href("/privacy-policy")} className="underline decoration-amber-500 underline-offset-4 hover:decoration-2">
                {copy.terms.privacy}
              </Link>
              {copy.terms.after}
              <span aria-hidden className="ml-0.5 text-danger">
                *
              </span>
            </label>
          </div>
          {form.errors.agreedToTerms ? (
            <p id="agreedToTerms-error" className="pl-9 text-sm font-medium text-danger">
              {form.errors.agreedToTerms}
            </p>
          ) : null}
        </div>

        <FormError message={formError} />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton busy={form.busy} busyLabel={copy.submitting}>
            {copy.submit}
          </SubmitButton>
        </div>
      </div>
    </form.fetcher.Form>
  );
}
