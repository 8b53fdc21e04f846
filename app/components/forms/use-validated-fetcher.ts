import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { parseFields, type FieldErrors, type FormOutcome, type Parsed, type SafeParser } from "~/modules/forms/form-input";

/** The shared schema, or a loader for it (keeps zod out of a page's first load). */
export type SchemaSource<T> = SafeParser<T> | (() => Promise<SafeParser<T>>);

interface Options<T, Extra extends object> {
  schema: SchemaSource<T>;
  /** Reads the schema's input from the form (the same function the server uses). */
  read: (form: FormData) => unknown;
  /** Called once per answer from the server, success or failure. */
  onResult?: (outcome: FormOutcome<Extra>, form: HTMLFormElement | null) => void;
  /** Called when the browser-side check stops the submission. */
  onInvalid?: (errors: FieldErrors, form: HTMLFormElement) => void;
  /** An answer already rendered by the server (a submission made before JavaScript loaded). */
  initial?: FormOutcome<Extra>;
}

const isLoader = <T>(source: SchemaSource<T>): source is () => Promise<SafeParser<T>> => typeof source === "function";

/**
 * A fetcher form that checks with the shared zod schema before sending, shows the
 * server's field errors when it answers, and rechecks as the visitor corrects things.
 * Submissions never revalidate the page's loaders (set on the form element).
 */
export function useValidatedFetcher<T, Extra extends object = object>(options: Options<T, Extra>) {
  const fetcher = useFetcher<FormOutcome<Extra>>();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(undefined);
  const loaded = useRef<SafeParser<T> | null>(isLoader(options.schema) ? null : options.schema);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const outcome = fetcher.data ?? options.initial;
  const serverErrors = outcome && !outcome.ok ? outcome.fieldErrors : {};
  const errors: FieldErrors = clientErrors ?? serverErrors;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    setClientErrors(null);
    optionsRef.current.onResult?.(fetcher.data, formRef.current);
    if (!fetcher.data.ok) focusFirstInvalid(formRef.current);
  }, [fetcher.state, fetcher.data]);

  const load = async () => {
    const source = optionsRef.current.schema;
    loaded.current ??= isLoader(source) ? await source() : source;
    return loaded.current;
  };

  const check = (schema: SafeParser<T>, form: HTMLFormElement): Parsed<T> => parseFields(schema, optionsRef.current.read(new FormData(form)));

  const reject = (form: HTMLFormElement, fieldErrors: FieldErrors) => {
    setClientErrors(fieldErrors);
    optionsRef.current.onInvalid?.(fieldErrors, form);
    focusFirstInvalid(form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    attempted.current = true;
    const form = event.currentTarget;
    if (loaded.current) {
      const result = check(loaded.current, form);
      if (result.ok) return setClientErrors(null);
      event.preventDefault();
      return reject(form, result.fieldErrors);
    }
    // The schema is still loading: hold the submission, check, then send it ourselves.
    event.preventDefault();
    void load().then((schema) => {
      const result = check(schema, form);
      if (!result.ok) return reject(form, result.fieldErrors);
      setClientErrors(null);
      void fetcher.submit(form, { defaultShouldRevalidate: false });
    });
  };

  /** After a first attempt, errors follow the visitor's corrections as they type. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!attempted.current || !loaded.current) return;
    const result = check(loaded.current, event.currentTarget);
    setClientErrors(result.ok ? {} : result.fieldErrors);
  };

  const reset = () => {
    attempted.current = false;
    setClientErrors(null);
    formRef.current?.reset();
  };

  /** Start loading a lazily loaded schema (e.g. when the visitor reaches the form). */
  const prefetch = () => void load();

  const hydrated = useHydrated();
  const failed = outcome && !outcome.ok ? outcome : undefined;
  /** Spread on `<fetcher.Form>`: the same wiring for every form of the site. */
  const formProps = {
    ref: formRef,
    method: "post" as const,
    // Nothing on the page changes when a form is sent, and a server that is down must
    // not take the page (and what was typed) with it: no loader revalidation.
    defaultShouldRevalidate: false,
    // The browser's own checks stay on until hydration; then the shared schema takes over.
    noValidate: hydrated,
    onSubmit,
    onChange,
  };

  return {
    fetcher,
    formRef,
    formProps,
    errors,
    outcome,
    /** What was typed, sent back by the server after a failed submission. */
    values: failed?.values ?? {},
    formError: failed?.formError,
    busy: fetcher.state !== "idle",
    reset,
    prefetch,
  };
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered the error state.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** True once the app has hydrated; lets a form keep the browser's own checks until then. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
