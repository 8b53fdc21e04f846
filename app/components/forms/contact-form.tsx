import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { readTextFields, type FormOutcome } from "~/modules/forms/form-input";
import { contactMessages, contactRequiredFields, contactSchema, contactTextFields } from "~/modules/contact/schemas";
import { FormError, SubmitButton } from "~/components/forms/form-parts";
import { Honeypot } from "./honeypot";
import { CONTACT_ACTION } from "./paths";
import { useValidatedFetcher } from "./use-validated-fetcher";

export interface ContactFormProps {
  /** Where the form sits, stored with the message. */
  source?: "contact-page" | "landing-dialog";
  /** The server's answer to a submission made before JavaScript loaded. */
  initial?: FormOutcome;
  /** Called after the message was stored (e.g. to close a dialog). */
  onSent?: () => void;
  className?: string;
}

/**
 * Name, email, phone (optional) and message. 'Sending...' while it goes; on success the
 * fields clear and 'Message Sent!' shows; on failure the text stays and the error shows.
 */
export function ContactForm({ source = "contact-page", initial, onSent, className }: ContactFormProps) {
  const form = useValidatedFetcher({
    schema: contactSchema,
    read: (data) => readTextFields(data, contactTextFields),
    initial,
    onInvalid: (errors, element) => {
      if (contactRequiredFields.some((field) => errors[field] && isBlank(element, field))) {
        toast({ title: contactMessages.missingTitle, description: contactMessages.missingDescription, variant: "destructive" });
      }
    },
    onResult: (outcome) => {
      if (outcome.ok) {
        toast({ title: contactMessages.sentTitle, description: contactMessages.sentDescription, variant: "success" });
        form.reset();
        onSent?.();
      } else {
        toast({ title: contactMessages.errorTitle, description: outcome.formError ?? contactMessages.errorFallback, variant: "destructive" });
      }
    },
  });
  const { values, formError } = form;

  return (
    <form.fetcher.Form {...form.formProps} action={CONTACT_ACTION} className={cn("relative grid gap-5", className)}>
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" name="name" required error={form.errors.name}>
          {(props) => <Input {...props} autoComplete="name" maxLength={100} defaultValue={values.name} />}
        </Field>
        <Field label="Email" name="email" required error={form.errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" maxLength={254} defaultValue={values.email} />}
        </Field>
      </div>
      <Field label="Phone (optional)" name="phone" error={form.errors.phone}>
        {(props) => <Input {...props} type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phone} />}
      </Field>
      <Field label="Message" name="message" required error={form.errors.message}>
        {(props) => <Textarea {...props} rows={5} maxLength={5000} defaultValue={values.message} />}
      </Field>
      <FormError message={formError} />
      <SubmitButton busy={form.busy} busyLabel="Sending..." className="sm:justify-self-start">
        Send Message
      </SubmitButton>
    </form.fetcher.Form>
  );
}

function isBlank(form: HTMLFormElement, field: string) {
  const value = new FormData(form).get(field);
  return typeof value !== "string" || value.trim() === "";
}
