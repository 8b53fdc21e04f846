import { z } from "zod";
import { accountMessages as m } from "./messages";
import { isStrongPassword } from "./password-rules";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, m.emailInvalid)
  .pipe(z.email({ message: m.emailInvalid }));

export const newPassword = z.string().min(8, m.weakPassword).max(128, m.passwordTooLong).refine(isStrongPassword, m.weakPassword);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, m.passwordRequired).max(128, m.wrongCredentials),
});

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, m.nameRequired).max(120, m.nameRequired),
    email,
    password: newPassword,
  })
  .refine((value) => value.password.toLowerCase() !== value.email, { path: ["password"], message: m.weakPassword });

export const resetRequestSchema = z.object({ email });

export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), password: newPassword });

/** The confirm page's POST: the mailed token and the account's password. */
export const confirmEmailSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1, m.passwordRequired).max(128, m.confirmPasswordWrong),
});

export const totpCodeSchema = z.object({ code: z.string().trim().min(6).max(32) });

/** Turning two-step sign-in on or off and new recovery codes ask for the password again. */
export const currentPasswordSchema = z.object({ password: z.string().min(1, m.passwordRequired).max(128, m.currentPasswordWrong) });

/** The first code from the app, which finishes turning two-step sign-in on. */
export const setupCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, m.setupCodeFormat)),
});
