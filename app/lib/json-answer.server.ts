/**
 * JSON with its length declared. The compression middleware leaves answers under 1 KB
 * alone only when it knows their size; React Router streams a plain `Response.json` body, so
 * every small answer cost a zlib stream (and its garbage) for a few bytes saved.
 */
export function jsonAnswer(body: unknown, init: ResponseInit = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Length", String(encoder.encode(text).byteLength));
  return new Response(text, { ...init, headers });
}

const encoder = new TextEncoder();
