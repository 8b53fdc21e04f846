/** Stands in for the site's origin when the caller has none: nothing absolute can match it. */
const PLACEHOLDER_ORIGIN = "https://site.invalid";

// C0 controls, DEL and C1 controls: browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The one check for every `redirectTo` and return path (docs/rules.md, "Redirects"): a path on
 * this site, or `fallback`. The value is parsed as a URL against the site's origin, must stay on
 * that origin, and is rebuilt from its path, query and fragment, so whatever a browser would do
 * with the original cannot lead elsewhere. Control characters and backslashes are refused
 * outright, before and after percent-decoding.
 */
export function safeRedirectPath(raw: unknown, options: { origin?: string; fallback?: string } = {}): string {
  const fallback = options.fallback ?? "/";
  if (typeof raw !== "string" || raw === "" || raw.length > 2048) return fallback;
  if (CONTROL_OR_BACKSLASH.test(raw) || CONTROL_OR_BACKSLASH.test(decodedOrRaw(raw))) return fallback;
  const origin = options.origin ?? PLACEHOLDER_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" parses to the path "//evil.example", which a browser reads as another host.
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

function decodedOrRaw(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
