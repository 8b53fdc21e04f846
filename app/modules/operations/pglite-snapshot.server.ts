import type { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

/**
 * PGlite has one session. Its transaction lock is what every query and transaction of the
 * app waits for, so holding it while the dump runs gives a snapshot no transaction is half
 * way through (decision 027). Inside it the client's own query() would wait for itself; the
 * few statements the dump needs around it go straight to the protocol instead.
 */
export async function exclusiveSnapshot<T>(client: PGlite, work: (session: RawSession) => Promise<T>): Promise<T> {
  return client._runExclusiveTransaction(() => work(rawSession(client)));
}

export interface RawSession {
  /** A simple-protocol query; every row's columns as text (null for NULL). */
  query(sql: string): Promise<(string | null)[][]>;
  /** pg_dump as plain SQL (--inserts, no owners or privileges), search_path put back afterwards. */
  dump(): Promise<string>;
}

function simpleQueryMessage(sql: string) {
  const body = Buffer.from(`${sql}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

/** Data rows ('D') and errors ('E') out of a backend message stream. */
function parseResponse(data: Uint8Array) {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const rows: (string | null)[][] = [];
  let error: string | undefined;
  for (let at = 0; at + 5 <= buffer.length;) {
    const type = String.fromCharCode(buffer[at]!);
    const length = buffer.readInt32BE(at + 1);
    const body = buffer.subarray(at + 5, at + 1 + length);
    if (type === "D") {
      const columns = body.readInt16BE(0);
      const row: (string | null)[] = [];
      for (let c = 0, p = 2; c < columns; c++) {
        const size = body.readInt32BE(p);
        p += 4;
        if (size < 0) row.push(null);
        else {
          row.push(body.subarray(p, p + size).toString("utf8"));
          p += size;
        }
      }
      rows.push(row);
    } else if (type === "E") {
      // Fields: a type byte then a C string; 'M' is the message.
      for (let p = 0; p < body.length && body[p] !== 0;) {
        const field = String.fromCharCode(body[p]!);
        const end = body.indexOf(0, p + 1);
        if (field === "M") error = body.subarray(p + 1, end).toString("utf8");
        p = end + 1;
      }
    }
    at += 1 + length;
  }
  return { rows, error };
}

function rawSession(client: PGlite): RawSession {
  const query = async (sql: string) => {
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(simpleQueryMessage(sql), { onRawData: (chunk) => void chunks.push(chunk.slice()) });
    const { rows, error } = parseResponse(Buffer.concat(chunks));
    if (error) throw new Error(`The embedded database refused a backup query: ${error}`);
    return rows;
  };
  return {
    query,
    async dump() {
      const [[searchPath] = []] = await query("show search_path");
      // What pgDump needs of the client, inside the lock: its protocol, and its two statements afterwards.
      const session = {
        query: async () => ({ rows: [{ search_path: searchPath }] }),
        exec: async (sql: string) => void (await query(sql)),
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
      } as unknown as PGlite;
      try {
        const file = await pgDump({ pg: session, args: ["--no-owner", "--no-privileges"] });
        return await file.text();
      } finally {
        // pg_dump ends without closing its read-only transaction (its connection would normally
        // close), and it cleared search_path: the app's one session needs both put back.
        await query("rollback");
        await query(`set search_path = ${searchPath ?? "public"}`);
      }
    },
  };
}
