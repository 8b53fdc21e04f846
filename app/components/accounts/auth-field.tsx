import type { ComponentProps } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A labelled input of the account forms, with the server's error under it. */
export function AuthField({ label, name, error, hint, ...input }: { label: string; name: string; error?: string; hint?: string } & ComponentProps<"input">) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={input.required}>
      {(props) => <Input {...props} {...input} />}
    </Field>
  );
}
