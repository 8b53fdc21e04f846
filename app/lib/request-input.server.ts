import { mediaTypeOf } from "./media-type";

/**
 * The body of a small JSON-or-form endpoint (a fetcher's JSON, or the same form posted
 * before JavaScript loaded) as one record: a JSON object, or the form's non-empty text
 * fields. Null when the body is neither.
 */
export async function readJsonOrForm(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (mediaTypeOf(request.headers.get("Content-Type")) === "application/json") {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string" && value !== ""));
  } catch {
    return null;
  }
}

/** The same for a body already read (the JSON endpoints read theirs themselves): JSON or a URL-encoded form. */
export function parseJsonOrForm(contentType: string | null | undefined, text: string): Record<string, unknown> | null {
  const type = mediaTypeOf(contentType);
  if (type === "application/json") {
    try {
      const body: unknown = JSON.parse(text);
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  if (type !== "application/x-www-form-urlencoded") return null;
  return Object.fromEntries([...new URLSearchParams(text)].filter(([, value]) => value !== ""));
}
