import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { Label } from "./label";

/** Props a `Field` hands to its control; spread them onto `Input`, `Textarea`, `Select` or `Checkbox`. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export type FieldProps = {
  label: ReactNode;
  name: string;
  /** Defaults to a generated id; pass one when something else must point at the control. */
  id?: string;
  /** Accepts a message or a list (e.g. zod's `flatten().fieldErrors.email`). */
  error?: string | readonly string[] | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
};

/**
 * Label + control + hint + error, wired for assistive technology.
 *
 *   <Field label="Email" name="email" required error={errors?.email} hint="We reply within a day.">
 *     {(props) => <Input {...props} type="email" autoComplete="email" />}
 *   </Field>
 *
 * The visible `*` is hidden from screen readers; they hear the control's native `required`.
 */
export function Field({ label, name, id, error, hint, required, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorText = typeof error === "string" ? error : error?.join(" ");
  const errorId = errorText ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  // Error first: it is the more urgent of the two when a screen reader reads both.
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id: controlId,
        name,
        required: required || undefined,
        "aria-invalid": errorText ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted in-[.on-dark]:text-ivory/75">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
