import type { GelatoOrderRequest } from "./gelato-payload";
import type { SubmitResult } from "./retry";

export const GELATO_API_URL = "https://order.gelatoapis.com";

export interface GelatoClientOptions {
  apiKey: string;
  /** Gelato's order API; a local stand-in in tests. */
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Whether Gelato already has an order under our reference (after an answer that never came). */
export type LookupResult = { kind: "found"; providerOrderId: string } | { kind: "none" } | { kind: "unknown"; reason: string };

export interface GelatoClient {
  createOrder(request: GelatoOrderRequest): Promise<SubmitResult>;
  findOrder(orderReferenceId: string): Promise<LookupResult>;
}

/** How much of Gelato's answer we keep as the line's last error (it never holds our customer's address). */
const REASON_LIMIT = 300;

/** Gelato's Order API v4: POST /v4/orders with the X-API-KEY header. Answers are classified, never thrown. */
export function createGelatoClient(options: GelatoClientOptions): GelatoClient {
  const base = (options.apiUrl ?? GELATO_API_URL).replace(/\/+$/, "");
  const send = options.fetch ?? fetch;
  return {
    async createOrder(request) {
      let response: Response;
      try {
        response = await send(`${base}/v4/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "x-api-key": options.apiKey },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : "Error";
        return { kind: "retryable", reason: name === "TimeoutError" ? "Gelato did not answer in time" : `Could not reach Gelato (${name})` };
      }
      const text = await response.text().catch(() => "");
      if (response.ok) {
        const id = parseJson(text)?.id;
        if (typeof id === "string" && id) return { kind: "created", providerOrderId: id };
        return { kind: "retryable", reason: `Gelato answered ${response.status} without an order id` };
      }
      const reason = `Gelato answered ${response.status}${describe(text)}`;
      if (response.status === 429 || response.status >= 500)
        return { kind: "retryable", reason, retryAfterMs: retryAfter(response.headers.get("retry-after")) };
      return { kind: "rejected", reason };
    },

    async findOrder(orderReferenceId) {
      let response: Response;
      try {
        response = await send(`${base}/v4/orders:search`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "x-api-key": options.apiKey },
          body: JSON.stringify({ orderReferenceIds: [orderReferenceId], limit: 10 }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        return { kind: "unknown", reason: `Could not ask Gelato for the order (${error instanceof Error ? error.name : "Error"})` };
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) return { kind: "unknown", reason: `Gelato's order search answered ${response.status}${describe(text)}` };
      const found = parseJson(text)?.orders;
      const match = Array.isArray(found)
        ? (found as Record<string, unknown>[]).find(
            (order) => order?.orderReferenceId === orderReferenceId && typeof order.id === "string" && order.orderType !== "draft",
          )
        : undefined;
      return match ? { kind: "found", providerOrderId: match.id as string } : { kind: "none" };
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function describe(text: string) {
  const body = parseJson(text);
  const message = typeof body?.message === "string" ? body.message : typeof body?.error === "string" ? body.error : "";
  return message ? `: ${message.replace(/\s+/g, " ").slice(0, REASON_LIMIT)}` : "";
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
