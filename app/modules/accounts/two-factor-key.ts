/**
 * The key inside an `otpauth://totp/...` address, for people who type it into their app by
 * hand: base32 (no padding) in groups of four, which apps accept with or without spaces.
 */
export function totpKey(uri: string): { uri: string; groups: string[] } | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== "otpauth:") return null;
  const secret = (url.searchParams.get("secret") ?? "").replace(/=+$/, "").toUpperCase();
  if (!/^[A-Z2-7]{16,}$/.test(secret)) return null;
  return { uri, groups: secret.match(/.{1,4}/g) ?? [] };
}
