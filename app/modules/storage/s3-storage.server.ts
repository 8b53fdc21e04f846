import { assertValidKey, type FileStorage } from "./storage.server";
import { signRequest, sha256Hex, uriEncode, EMPTY_PAYLOAD_HASH } from "./sigv4.server";

export interface S3Config {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** e.g. "http://127.0.0.1:9000" for MinIO; path-style addressing is used then. Unset means AWS. */
  endpoint?: string;
  fetch?: typeof fetch;
}

export class S3Error extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "S3Error";
  }
}

/** PUT, GET and DELETE of single objects, signed with SigV4 and sent with fetch. */
export function createS3Storage(config: S3Config): FileStorage {
  const send = config.fetch ?? fetch;
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region };

  const urlFor = (key: string) => {
    assertValidKey(key);
    const encodedKey = uriEncode(key, true);
    if (config.endpoint) {
      const base = config.endpoint.replace(/\/$/, "");
      return new URL(`${base}/${uriEncode(config.bucket, false)}/${encodedKey}`);
    }
    return new URL(`https://${config.bucket}.s3.${config.region}.amazonaws.com/${encodedKey}`);
  };

  async function request(method: string, key: string, body?: Uint8Array, contentType?: string) {
    const url = urlFor(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType ? { "content-type": contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      credentials,
    );
    // fetch sets Host itself and refuses to be told.
    delete headers.host;
    return send(url, { method, headers, body: body ? Buffer.from(body) : undefined });
  }

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const response = await request("PUT", key, body, contentType);
      if (!response.ok) throw new S3Error(response.status, `S3 PUT failed with status ${response.status}`);
    },
    async get(key) {
      const response = await request("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new S3Error(response.status, `S3 GET failed with status ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await request("DELETE", key);
      if (!response.ok && response.status !== 404) throw new S3Error(response.status, `S3 DELETE failed with status ${response.status}`);
    },
  };
}
