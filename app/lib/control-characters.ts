/** Control and format characters (Unicode Cc, Cf: line breaks, bidi overrides, zero-width): never part of a name, typed or uploaded. */
export const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;

// C0 controls but tab, line feed and carriage return (typed in any text area), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// The same, percent-encoded (%00 … %1F but %09, %0A, %0D; %7F).
const ENCODED_CONTROL = /%(0[0-8bcef]|1[0-9a-f]|7f)/i;
// The same, as a JSON string escape.
const JSON_ESCAPED_CONTROL = /\\u00(0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * Input no person types (docs/rules.md, "Input"): NUL and the other control characters. Every
 * edge refuses it with a 400 before a route sees it: in the path or query (as typed or
 * percent-encoded), in a url-encoded form, or in JSON. PostgreSQL refuses NUL in text anyway,
 * with an error that used to surface as a 500.
 */
export function hasControlCharacters(text: string, form: "plain" | "url" | "json" = "plain"): boolean {
  if (CONTROL.test(text)) return true;
  if (form === "url") return ENCODED_CONTROL.test(text);
  if (form === "json") return JSON_ESCAPED_CONTROL.test(text);
  return false;
}
