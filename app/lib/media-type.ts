/**
 * The media type of a Content-Type header, exactly: lower case, without its parameters
 * ("application/json; charset=utf-8" is "application/json"). A body is read as JSON or a form
 * only for that exact type: "text/plain; x=application/json" is plain text.
 */
export function mediaTypeOf(header: string | null | undefined): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}
