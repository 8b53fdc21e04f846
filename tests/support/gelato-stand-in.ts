import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface GelatoRecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export type GelatoReply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * What Gelato's v4 create-order insists on; the stand-in answers 400 like Gelato when one is
 * missing. Print files, when given, are `files: [{ type: "default", url: "https://…" }]`; a
 * product uid in `needsFiles` is refused without one (a printed product Gelato has no design for).
 */
function missingFields(body: Record<string, unknown>, needsFiles: readonly string[]): string[] {
  const missing = ["orderReferenceId", "customerReferenceId", "currency"].filter((key) => typeof body[key] !== "string" || body[key] === "");
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) missing.push("items");
  else
    items.forEach((item: Record<string, unknown>, i) => {
      if (typeof item.itemReferenceId !== "string") missing.push(`items[${i}].itemReferenceId`);
      if (typeof item.productUid !== "string") missing.push(`items[${i}].productUid`);
      if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) missing.push(`items[${i}].quantity`);
      if (item.files !== undefined) {
        const files = item.files as Record<string, unknown>[];
        if (!Array.isArray(files) || files.length === 0) missing.push(`items[${i}].files`);
        else
          files.forEach((file, f) => {
            if (file?.type !== "default") missing.push(`items[${i}].files[${f}].type`);
            if (typeof file?.url !== "string" || !/^https:\/\/[^\s/?#]+\S*$/.test(file.url)) missing.push(`items[${i}].files[${f}].url`);
          });
      } else if (needsFiles.includes(item.productUid as string)) missing.push(`items[${i}].files (${String(item.productUid)} needs a print file)`);
    });
  const address = body.shippingAddress as Record<string, unknown> | undefined;
  for (const key of ["firstName", "lastName", "addressLine1", "city", "postCode", "country", "email"]) {
    if (typeof address?.[key] !== "string" || address[key] === "") missing.push(`shippingAddress.${key}`);
  }
  return missing;
}

/**
 * A local HTTP server standing in for order.gelatoapis.com: POST /v4/orders with the right
 * X-API-KEY and a complete body gets what `reply` returns (201 with an order id by default);
 * a wrong key gets 401 and an incomplete body 400, as Gelato answers. Every request is recorded.
 */
export async function startGelatoStandIn(options: {
  apiKey: string;
  reply?: (request: GelatoRecordedRequest, count: number) => GelatoReply | undefined;
  /** Product uids Gelato refuses without a print file. */
  needsFiles?: readonly string[];
  /** Orders Gelato creates but never answers for (the n-th created order), as a timeout looks. */
  loseAnswer?: (request: GelatoRecordedRequest, createdCount: number) => boolean;
}) {
  const requests: GelatoRecordedRequest[] = [];
  const created: { id: string; orderReferenceId: string; orderType: string; fulfillmentStatus: string }[] = [];
  let orders = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      } catch {
        body = {};
      }
      const recorded: GelatoRecordedRequest = {
        method: req.method ?? "GET",
        path: new URL(req.url ?? "/", "http://stand-in").pathname,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const answer = (reply: GelatoReply) => {
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(JSON.stringify(reply.body ?? {}));
      };
      if (recorded.method !== "POST" || (recorded.path !== "/v4/orders" && recorded.path !== "/v4/orders:search")) {
        return answer({ status: 404, body: { message: "Not found" } });
      }
      if (req.headers["x-api-key"] !== options.apiKey) return answer({ status: 401, body: { message: "Invalid API key" } });
      if (recorded.path === "/v4/orders:search") {
        const wanted = Array.isArray(body.orderReferenceIds) ? (body.orderReferenceIds as string[]) : [];
        return answer({ status: 200, body: { orders: created.filter((order) => wanted.includes(order.orderReferenceId)) } });
      }
      const missing = missingFields(body, options.needsFiles ?? []);
      if (missing.length > 0) return answer({ status: 400, body: { message: `Invalid request body: ${missing.join(", ")}` } });
      const reply = options.reply?.(recorded, requests.length);
      if (reply) return answer(reply);
      orders++;
      const order = { id: `gelato-order-${orders}`, orderReferenceId: String(body.orderReferenceId), orderType: "order", fulfillmentStatus: "created" };
      created.push(order);
      // Gelato took the order, but the answer is lost on the way (the client times out first).
      if (options.loseAnswer?.(recorded, orders)) return void req.socket.destroy();
      answer({ status: 201, body: order });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Gelato holds: every order it created, answered or not. */
    created,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
