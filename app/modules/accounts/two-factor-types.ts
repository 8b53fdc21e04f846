import type { FieldErrors } from "~/modules/forms/form-input";

export type TwoFactorStatus = "off" | "pending" | "on";

export type TwoFactorIntent = "two-factor-start" | "two-factor-confirm" | "two-factor-off" | "two-factor-codes";

/** What the account page's two-step forms answer; secrets appear only in the answer that created them. */
export type TwoFactorAnswer =
  | {
      ok: true;
      intent: TwoFactorIntent;
      message?: string;
      /** The otpauth:// address, its key grouped for typing, and the address as a QR code (drawn on the server). */
      setup?: { uri: string; groups: string[]; qr: { size: number; path: string } };
      recoveryCodes?: string[];
    }
  | { ok: false; intent: TwoFactorIntent; message?: string; fieldErrors: FieldErrors };
