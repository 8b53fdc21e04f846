/** Reading a form body without trusting its size or its shape. */

export class SubmissionError extends Error {
  constructor(
    /** 400 malformed, 413 too large, 415 not a form. */
    public readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "SubmissionError";
  }
}

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * The request's form data, refusing bodies above `maxBytes` before they are read whole:
 * first by the declared content-length, then by counting bytes as they stream in (a
 * chunked body declares nothing).
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) throw new SubmissionError(415, "Not a form submission");

  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new SubmissionError(413, "Body too large");
  if (!request.body) return new FormData();

  let received = 0;
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new SubmissionError(413, "Body too large"));
        else controller.enqueue(chunk);
      },
    }),
  );
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  const copy = new Request(request.url, { method: "POST", headers, body: limited, duplex: "half" } as RequestInit);
  try {
    return await copy.formData();
  } catch {
    if (received > maxBytes) throw new SubmissionError(413, "Body too large");
    throw new SubmissionError(400, "Malformed form body");
  }
}
