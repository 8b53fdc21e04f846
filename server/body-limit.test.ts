import { Readable } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { bodyLimitFor, COVER_BODY_LIMIT, DEFAULT_BODY_LIMIT, readBodyUpTo, TOO_LARGE, UPLOAD_BODY_LIMIT, WEBHOOK_BODY_LIMIT } from "./body-limit";

const request = (chunks: Buffer[], headers: Record<string, string> = {}) => Object.assign(Readable.from(chunks), { headers }) as unknown as IncomingMessage;

describe("the body limit in front of every route", () => {
  it("gives the upload forms theirs, the webhook a megabyte and everything else 64 KB, whatever the spelling", () => {
    expect(bodyLimitFor("/sign-out")).toEqual({ bytes: DEFAULT_BODY_LIMIT, stream: false });
    expect(bodyLimitFor("/api/cart-checkout")).toEqual({ bytes: DEFAULT_BODY_LIMIT, stream: false });
    expect(bodyLimitFor("/webhooks/stripe")).toEqual({ bytes: WEBHOOK_BODY_LIMIT, stream: false });
    expect(bodyLimitFor("/Celebrity-Application/")).toEqual({ bytes: UPLOAD_BODY_LIMIT, stream: true });
    expect(bodyLimitFor("/magazine/share-your-story")).toMatchObject({ stream: true });
    // The portrait's image has a cover's limit; the settings form beside it stays a small form, read whole.
    expect(bodyLimitFor("/admin/settings/portrait")).toEqual({ bytes: COVER_BODY_LIMIT, stream: true });
    expect(bodyLimitFor("/admin/settings")).toEqual({ bytes: DEFAULT_BODY_LIMIT, stream: false });
  });

  it("reads a body up to the limit, and stops at the first byte past it", async () => {
    expect(await readBodyUpTo(request([Buffer.from("a=1&"), Buffer.from("b=2")]), 10)).toEqual(Buffer.from("a=1&b=2"));
    expect(await readBodyUpTo(request([Buffer.alloc(8), Buffer.alloc(8)]), 10)).toBe(TOO_LARGE);
    // A declared length over the limit is refused before anything is read.
    expect(await readBodyUpTo(request([], { "content-length": "11" }), 10)).toBe(TOO_LARGE);
  });
});
