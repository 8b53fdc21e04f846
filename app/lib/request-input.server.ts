/**
 * The body of a small JSON-or-form endpoint (a fetcher's JSON, or the same form posted
 * before JavaScript loaded) as one record: a JSON object, or the form's non-empty text
 * fields. Null when the body is neither.
 */
export async function readJsonOrForm(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if (request.headers.get("Content-Type")?.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string" && value !== ""));
  } catch {
    return null;
  }
}
