import { describe, expect, it } from "vitest";
import { EMPTY_PAYLOAD_HASH, amzDate, sha256Hex, signRequest, uriEncode } from "./sigv4.server";

// The worked examples of the S3 SigV4 documentation ("Authenticating Requests: Using the
// Authorization Header"), with its example credentials.
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const now = new Date("2013-05-24T00:00:00Z");

describe("SigV4 signer", () => {
  it("signs the documented GET Object example", () => {
    const headers = signRequest(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { Range: "bytes=0-9" }, payloadHash: EMPTY_PAYLOAD_HASH, now },
      credentials,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs the documented PUT Object example (encoded key, body hash)", () => {
    const payloadHash = sha256Hex("Welcome to Amazon S3.");
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode("test$file.text", true)}`),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash,
        now,
      },
      credentials,
    );
    expect(headers.authorization).toContain("SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,");
    expect(headers.authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });

  it("changes the signature when the body changes", () => {
    const sign = (body: string) =>
      signRequest({ method: "PUT", url: new URL("https://b.s3.amazonaws.com/k"), payloadHash: sha256Hex(body), now }, credentials).authorization;
    expect(sign("a")).not.toBe(sign("b"));
  });

  it("encodes keys the S3 way", () => {
    expect(uriEncode("a b+c/d", true)).toBe("a%20b%2Bc/d");
    expect(uriEncode("a/b", false)).toBe("a%2Fb");
    expect(uriEncode("æøå", true)).toBe("%C3%A6%C3%B8%C3%A5");
    expect(amzDate(new Date("2026-01-14T09:05:03.123Z"))).toBe("20260114T090503Z");
  });
});
