import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSubmit } from "react-router";
import { parseFields, readTextFields, type FieldErrors, type SafeParser } from "~/modules/forms/form-input";

/**
 * A router `<Form>` that checks with the action's own schema before sending: an invalid form
 * is not sent, its errors show at their fields and the first one takes focus. The schema loads
 * when the form is first focused (or, at the latest, sent), so zod is not in the page's first
 * load. Before script runs the form posts as it is and the server answers with the same messages.
 */
export function useCheckedForm<T>(load: () => Promise<SafeParser<T>>, names: readonly string[], serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useRef<SafeParser<T> | null>(null);
  const loading = useRef<Promise<SafeParser<T>> | null>(null);
  const submit = useSubmit();
  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);

  const loaded = () => {
    loading.current ??= load().then((found) => (schema.current = found));
    return loading.current;
  };
  const check = (parser: SafeParser<T>, form: HTMLFormElement) => {
    const result = parseFields(parser, readTextFields(new FormData(form), names));
    if (result.ok) {
      setClientErrors(null);
      return true;
    }
    setClientErrors(result.fieldErrors);
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (schema.current) {
      if (!check(schema.current, form)) event.preventDefault();
      return;
    }
    // Not loaded yet: hold the submission, check, then send it through the router.
    event.preventDefault();
    void loaded().then((parser) => {
      if (check(parser, form)) void submit(form, { method: "post" });
    });
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onFocus: () => void loaded() };
}
