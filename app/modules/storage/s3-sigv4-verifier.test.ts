import { describe, expect, it } from "vitest";
import { verifySigV4, type ReceivedRequest } from "../../../tests/support/s3-sigv4-verifier";

// The S3 stand-in's signature check must be right on its own, or it would wave through
// whatever the application's signer gets wrong. These are AWS's worked examples from
// "Signature Calculations for the Authorization Header" and "Authenticating Requests:
// Using Query Parameters", with their example credentials and date.
const ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const HOST = "examplebucket.s3.amazonaws.com";
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const EXAMPLE_TIME = new Date("2013-05-24T00:00:00Z");
const settings = (overrides: { secret?: string; now?: Date; region?: string } = {}) => ({
  region: overrides.region ?? "us-east-1",
  secrets: new Map([[ACCESS_KEY_ID, overrides.secret ?? SECRET]]),
  now: overrides.now ?? EXAMPLE_TIME,
});
const authorization = (signedHeaders: string, signature: string) =>
  `AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signedHeaders},Signature=${signature}`;

const getObject: ReceivedRequest = {
  method: "GET",
  target: "/test.txt",
  headers: {
    host: HOST,
    range: "bytes=0-9",
    "x-amz-content-sha256": EMPTY_SHA256,
    "x-amz-date": "20130524T000000Z",
    authorization: authorization("host;range;x-amz-content-sha256;x-amz-date", "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"),
  },
};

const putObject: ReceivedRequest = {
  method: "PUT",
  target: "/test%24file.text",
  headers: {
    host: HOST,
    date: "Fri, 24 May 2013 00:00:00 GMT",
    "x-amz-date": "20130524T000000Z",
    "x-amz-storage-class": "REDUCED_REDUNDANCY",
    "x-amz-content-sha256": "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    authorization: authorization(
      "date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class",
      "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    ),
  },
  body: new TextEncoder().encode("Welcome to Amazon S3."),
};

const bucketRequest = (query: string, signature: string): ReceivedRequest => ({
  method: "GET",
  target: `/?${query}`,
  headers: {
    host: HOST,
    "x-amz-content-sha256": EMPTY_SHA256,
    "x-amz-date": "20130524T000000Z",
    authorization: authorization("host;x-amz-content-sha256;x-amz-date", signature),
  },
});

const presignedGet: ReceivedRequest = {
  method: "GET",
  target:
    "/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request" +
    "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
    "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
  headers: { host: HOST },
};

describe("the S3 stand-in's SigV4 verifier", () => {
  it("accepts each of AWS's published header-signed examples", () => {
    const examples = [
      getObject,
      putObject,
      bucketRequest("lifecycle", "fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543"),
      bucketRequest("max-keys=2&prefix=J", "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7"),
      // The same query in another order: the verifier sorts it, as S3 does.
      bucketRequest("prefix=J&max-keys=2", "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7"),
    ];
    for (const example of examples) expect(verifySigV4(example, settings())).toEqual({ ok: true, accessKeyId: ACCESS_KEY_ID });
  });

  it("refuses the same examples under another secret", () => {
    for (const example of [getObject, putObject, presignedGet]) {
      expect(verifySigV4(example, settings({ secret: `${SECRET}x` }))).toMatchObject({ ok: false, status: 403, code: "SignatureDoesNotMatch" });
    }
  });

  it("refuses a request changed after signing", () => {
    const otherRange = { ...getObject, headers: { ...getObject.headers, range: "bytes=0-99" } };
    expect(verifySigV4(otherRange, settings())).toMatchObject({ code: "SignatureDoesNotMatch" });
    expect(verifySigV4({ ...getObject, target: "/test.txu" }, settings())).toMatchObject({ code: "SignatureDoesNotMatch" });
    expect(verifySigV4({ ...getObject, method: "DELETE" }, settings())).toMatchObject({ code: "SignatureDoesNotMatch" });
    const otherBody = { ...putObject, body: new TextEncoder().encode("Welcome to Amazon S4.") };
    expect(verifySigV4(otherBody, settings())).toMatchObject({ ok: false, status: 400, code: "XAmzContentSHA256Mismatch" });
    const unsignedAmzHeader = { ...getObject, headers: { ...getObject.headers, "x-amz-acl": "public-read" } };
    expect(verifySigV4(unsignedAmzHeader, settings())).toMatchObject({ ok: false, code: "AccessDenied" });
  });

  it("refuses an unknown key id, another region, an unsigned request and a stale one", () => {
    expect(verifySigV4(getObject, { ...settings(), secrets: new Map([["SOMEONEELSE", SECRET]]) })).toMatchObject({ code: "InvalidAccessKeyId" });
    expect(verifySigV4(getObject, settings({ region: "eu-north-1" }))).toMatchObject({ code: "AuthorizationHeaderMalformed" });
    expect(verifySigV4({ method: "GET", target: "/test.txt", headers: { host: HOST } }, settings())).toMatchObject({ status: 403, code: "AccessDenied" });
    const sixteenMinutesLater = new Date(EXAMPLE_TIME.getTime() + 16 * 60 * 1000);
    expect(verifySigV4(getObject, settings({ now: sixteenMinutesLater }))).toMatchObject({ code: "RequestTimeTooSkewed" });
  });

  it("accepts AWS's presigned URL example until it expires, and not once changed", () => {
    expect(verifySigV4(presignedGet, settings())).toEqual({ ok: true, accessKeyId: ACCESS_KEY_ID });
    const lastSecond = new Date(EXAMPLE_TIME.getTime() + 86_400_000);
    expect(verifySigV4(presignedGet, settings({ now: lastSecond }))).toMatchObject({ ok: true });
    const expired = new Date(EXAMPLE_TIME.getTime() + 86_401_000);
    expect(verifySigV4(presignedGet, settings({ now: expired }))).toMatchObject({
      ok: false,
      status: 403,
      code: "AccessDenied",
      message: "Request has expired",
    });
    const longer = { ...presignedGet, target: presignedGet.target.replace("X-Amz-Expires=86400", "X-Amz-Expires=604800") };
    expect(verifySigV4(longer, settings())).toMatchObject({ code: "SignatureDoesNotMatch" });
  });
});
