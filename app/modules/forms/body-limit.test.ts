import { describe, expect, it } from "vitest";
import { MAX_FIELD_BYTES, readFormBody, SubmissionError } from "./body-limit.server";

/** The text fields of a body, read by the streaming parser with a byte limit. */
const readFormData = async (request: Request, maxBytes: number) => (await readFormBody(request, { maxBytes, fields: ["name", "message", "a"] })).form;

function post(body: BodyInit | null, type: string, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/contact", { method: "POST", body, headers: { "content-type": type, ...headers }, duplex: "half" } as RequestInit);
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof SubmissionError) return error.status;
    throw error;
  }
}

describe("reading a form body with limits", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readFormData(post("name=Anna&message=Hej", "application/x-www-form-urlencoded"), 1000)).get("name")).toBe("Anna");
    const form = new FormData();
    form.set("name", "Bo");
    const multipart = new Request("http://localhost/", { method: "POST", body: form });
    expect((await readFormData(multipart, 1000)).get("name")).toBe("Bo");
  });

  it("reads url-encoded UTF-8 whether or not its bytes were percent-encoded, and marks invalid bytes with U+FFFD", async () => {
    const urlEncoded = (...parts: (string | number[])[]) =>
      post(Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part) : Buffer.from(part)))), "application/x-www-form-urlencoded");
    const raw = await readFormData(urlEncoded("name=Søren 🎤&message=%C3%A6%C3%B8"), 1000);
    expect([raw.get("name"), raw.get("message")]).toEqual(["Søren 🎤", "æø"]);
    const invalid = await readFormData(urlEncoded("name=A", [0xff, 0xc3], "B&message=%C3%28&a=%F0%9F"), 1000);
    expect([invalid.get("name"), invalid.get("message"), invalid.get("a")]).toEqual(["A\uFFFD\uFFFDB", "\uFFFD(", "\uFFFD"]);
  });

  it.each(["a", "ab"])("drops the half character a value cut at the field limit ends with (%s)", async (prefix) => {
    // A one- or two-byte prefix, then two-byte characters past the limit: with one of the
    // two prefixes the cut falls inside a character.
    const body = `message=${prefix}${"%C3%B8".repeat(MAX_FIELD_BYTES / 2 + 10)}`;
    const value = (await readFormData(post(body, "application/x-www-form-urlencoded"), 10 * MAX_FIELD_BYTES)).get("message") as string;
    expect(Buffer.byteLength(value)).toBeGreaterThan(MAX_FIELD_BYTES - 2);
    expect(Buffer.byteLength(value)).toBeLessThan(MAX_FIELD_BYTES + 2);
    expect(value).toMatch(new RegExp(`^${prefix}ø+$`));
  });

  it("refuses what is not a form (415)", async () => {
    expect(await statusOf(readFormData(post('{"name":"x"}', "application/json"), 1000))).toBe(415);
    expect(await statusOf(readFormData(post("x", "text/plain"), 1000))).toBe(415);
  });

  it("refuses a declared length above the limit without reading the body (413)", async () => {
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when someone reads it.
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode("a=b"));
        },
      },
      { highWaterMark: 0 },
    );
    expect(await statusOf(readFormData(post(body, "application/x-www-form-urlencoded", { "content-length": "5000" }), 1000))).toBe(413);
    expect(pulled).toBe(false);
  });

  it("stops reading a chunked body as soon as it passes the limit (413)", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 512;
        controller.enqueue(new TextEncoder().encode("a=" + "x".repeat(510)));
        if (sent > 1_000_000) controller.close();
      },
    });
    expect(await statusOf(readFormData(post(body, "application/x-www-form-urlencoded"), 4096))).toBe(413);
    expect(sent).toBeLessThan(100_000);
  });

  it("answers 400 for a malformed multipart body", async () => {
    expect(await statusOf(readFormData(post("garbage", "multipart/form-data; boundary=zzz"), 1000))).toBe(400);
    expect(await statusOf(readFormData(post("garbage", "multipart/form-data"), 1000))).toBe(400);
  });

  it("reads text as UTF-8 whatever charset the body declares", async () => {
    const form = await readFormData(post("name=%c3%98vet", "application/x-www-form-urlencoded; charset=latin1"), 1000);
    expect(form.get("name")).toBe("Øvet");
  });
});
