// A few passwords every cracking list starts with; length alone would let them through.
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwertyuiop",
  "qwerty123",
  "iloveyou",
  "11111111",
  "abcdefgh",
  "letmein1",
  "sunshine",
  "football",
]);

/**
 * A new password (docs/rules.md, "Accounts"): not a common one, more than two different
 * characters (length is each schema's 8–128). The sign-up and the change-password schemas
 * both ask this, so it lives apart from either zod flavour.
 */
export function isStrongPassword(value: string) {
  return !COMMON_PASSWORDS.has(value.toLowerCase()) && new Set(value).size > 2;
}
