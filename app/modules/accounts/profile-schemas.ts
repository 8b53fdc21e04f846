import { z } from "zod/mini";
import { emailField, nameCharacters } from "~/modules/forms/fields";
import { accountMessages as m } from "./messages";
import { isStrongPassword } from "./password-rules";
import { NAME_MAX } from "./profile-types";

// The account page's own forms (issue 24): one schema each, checked in the browser before
// sending and again by the action. The page loads this file when a form is first used
// (profile-types.ts holds what it needs at once), so zod is not in its first load.

/** Change name: one line, as at sign-up. */
export const changeNameSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .check(z.trim(), z.minLength(1, { error: m.nameRequired }), z.maxLength(NAME_MAX, { error: m.nameTooLong }), nameCharacters(m.nameInvalid)),
});

/** Change e-mail: the new address (it becomes the account's only once its link is confirmed). */
export const changeEmailSchema = z.object({
  email: z.pipe(
    emailField(m.emailInvalid),
    z.transform((value) => value.toLowerCase()),
  ),
});

/** Change password: the current one, and a new one by the sign-up's rules that differs from it. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: m.passwordRequired })
      .check(z.minLength(1, { error: m.passwordRequired }), z.maxLength(128, { error: m.currentPasswordWrong })),
    newPassword: z
      .string({ error: m.weakPassword })
      .check(z.minLength(8, { error: m.weakPassword }), z.maxLength(128, { error: m.passwordTooLong }), z.refine(isStrongPassword, { error: m.weakPassword })),
  })
  .check(z.refine((value) => value.newPassword !== value.currentPassword, { path: ["newPassword"], error: m.newPasswordSame }));
