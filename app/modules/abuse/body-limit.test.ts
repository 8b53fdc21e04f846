import { describe, expect, it } from "vitest";
import { readFormBody, SubmissionError } from "./body-limit.server";

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
