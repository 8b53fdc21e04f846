/**
 * What the outbox page may show of a mail (decision 034). Bodies never: they carry links
 * whose tokens are keys (a password reset, an address proof, a payment link, a newsletter
 * confirmation). What is shown (the subject, the last error a mail server gave back) passes
 * through redactLinks, so a link that found its way there is cut to its origin and path
 * without the query or the fragment, and a long opaque path segment is hidden too.
 */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')]+/gi;
/** A path segment that looks like a token: 16+ characters of letters, digits, - and _ with at least one digit. */
const TOKEN_SEGMENT = /^(?=.*\d)[\w-]{16,}$/;

export function redactLinks(text: string): string {
  return text.replace(URL_PATTERN, (match) => {
    let url: URL;
    try {
      url = new URL(match);
    } catch {
      return "[link]";
    }
    const path = url.pathname
      .split("/")
      .map((segment) => (TOKEN_SEGMENT.test(segment) ? "…" : segment))
      .join("/");
    const cut = url.search || url.hash ? "?…" : "";
    return `${url.origin}${path}${cut}`;
  });
}
