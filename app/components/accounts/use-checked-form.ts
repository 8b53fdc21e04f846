import { useEffect, useState, type FormEvent } from "react";
import { parseFields, readTextFields, type FieldErrors, type SafeParser } from "~/modules/forms/form-input";

/**
 * A router `<Form>` that checks with the action's own schema before sending: an invalid form
 * is not sent, its errors show at their fields and the first one takes focus. Before script
 * loads the form posts as it is and the server answers with the same messages.
 */
export function useCheckedForm<T>(schema: SafeParser<T>, names: readonly string[], serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const result = parseFields(schema, readTextFields(new FormData(form), names));
    if (result.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
