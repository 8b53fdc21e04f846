import { useState } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { readTextFields, type FormOutcome } from "~/modules/forms/form-input";
import { STORY_PDF_FIELD, storyMessages, storySchema, storyTextFields, type Story } from "~/modules/stories/schemas";
import { MAX_FILE_MB } from "~/modules/storage/limits";
import { uploadMessages } from "~/modules/storage/upload-messages";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { Honeypot } from "./honeypot";
import { STORY_ACTION } from "./paths";
import { PdfPicker } from "./pdf-picker";
import { useValidatedFetcher } from "./use-validated-fetcher";

export type StoryOutcome = FormOutcome<{ pdfUploaded?: boolean }>;

/**
 * Name, email, course or topic, the story itself and an optional PDF, sent together; the
 * PDF is stored under magazine-pdfs/ with a generated name.
 */
export function StoryForm({ initial, onSent, className }: { initial?: StoryOutcome; onSent?: () => void; className?: string }) {
  const [resetKey, setResetKey] = useState(0);
  const form = useValidatedFetcher<Story, { pdfUploaded?: boolean }>({
    schema: storySchema,
    read: (data) => readTextFields(data, storyTextFields),
    initial,
    onResult: (outcome) => {
      if (outcome.ok) {
        if (outcome.pdfUploaded) toast({ title: uploadMessages.uploadedTitle, description: uploadMessages.uploadedDescription, variant: "success" });
        toast({ title: storyMessages.sentTitle, description: storyMessages.sentDescription, variant: "success" });
        form.reset();
        setResetKey((key) => key + 1);
        onSent?.();
      } else if (outcome.fieldErrors[STORY_PDF_FIELD]) {
        toast({ title: uploadMessages.failedTitle, description: outcome.fieldErrors[STORY_PDF_FIELD], variant: "destructive" });
      } else {
        toast({ title: storyMessages.errorTitle, description: outcome.formError ?? storyMessages.errorFallback, variant: "destructive" });
      }
    },
  });
  const { values, formError } = form;

  return (
    <form.fetcher.Form {...form.formProps} action={STORY_ACTION} encType="multipart/form-data" className={cn("relative grid gap-5", className)}>
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" required error={form.errors.name}>
          {(props) => <Input {...props} autoComplete="name" maxLength={100} defaultValue={values.name} />}
        </Field>
        <Field label="Email" name="email" required error={form.errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />}
        </Field>
      </div>
      <Field label="Course or topic" name="topic" required error={form.errors.topic} hint="For example Voice Elevated, a workshop, or stage fright.">
        {(props) => <Input {...props} maxLength={200} defaultValue={values.topic} />}
      </Field>
      <Field
        label="Your story"
        name="article"
        required
        error={form.errors.article}
        hint="At least 50 characters. Write it here, or attach it as a PDF and tell us about it here."
      >
        {(props) => <Textarea {...props} rows={6} maxLength={20_000} defaultValue={values.article} />}
      </Field>
      <PdfPicker
        name={STORY_PDF_FIELD}
        label="PDF (optional)"
        hint={`One PDF file, up to ${MAX_FILE_MB} MB.`}
        maxFiles={1}
        error={form.errors[STORY_PDF_FIELD]}
        resetKey={resetKey}
      />
      <FormError message={formError} />
      <SubmitButton busy={form.busy} busyLabel="Sending..." className="sm:justify-self-start">
        Send Story
      </SubmitButton>
    </form.fetcher.Form>
  );
}
