/** The account page's change forms (issue 24): what the page needs before their schemas load (profile-schemas.ts). */

export const NAME_MAX = 120;

export type ProfileIntent = "change-name" | "change-email" | "change-password";

/** What the three forms answer; the typed values come back (never a password). */
export type ProfileAnswer =
  | { ok: true; intent: ProfileIntent; message: string }
  | { ok: false; intent: ProfileIntent; message?: string; fieldErrors: Partial<Record<string, string>>; values?: { name?: string; email?: string } };
