const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers that read the
 * UTF-8 form get the exact name, older ones a plain-ASCII fallback without quotes,
 * backslashes or control characters.
 */
export function attachmentDisposition(fileName: string) {
  const wellFormed = fileName.replace(LONE_SURROGATE, "\uFFFD");
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, "_").trim() || "download";
  const encoded = encodeURIComponent(wellFormed).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
