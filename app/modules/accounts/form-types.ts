import type { FieldErrors } from "~/modules/forms/form-input";

/** What a failed account form answers; the typed values come back, never a password. */
export interface AuthFormFailure {
  ok: false;
  form: "sign-in" | "sign-up" | "two-factor" | "reset-request" | "reset-password";
  message?: string;
  fieldErrors: FieldErrors;
  values: { name?: string; email?: string };
}

/** A sign-up's answer, the same for a new and a taken address: the sign-in form comes next. */
export interface SignUpAnswer {
  ok: true;
  form: "sign-up";
  message: string;
  values: { email: string };
}
