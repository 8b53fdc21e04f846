import type { JsonCall, JsonReply } from "~/lib/json-reply";
import { clientIp } from "~/modules/forms/client-ip.server";
import { buyerProofHeaders } from "~/modules/orders/buyer-proof.server";
import { sessionOffer } from "./session-offer.server";
import { availableSlotsFor, bookFreeConsultation, goToPayment, holdState, reserveSlot } from "./actions.server";

/**
 * The booking dialog's server, JSON in and out (served by server/json-route.ts, decision 021):
 *   GET  ?kind=coaching|consultation  → the free slots
 *   GET  ?hold=<token>                → the hold's state after a reload
 *   POST intent=reserve | go-to-payment | consultation
 * Every answer carries the server's `now`, so the browser's countdown runs on the server's clock.
 */
export async function bookingApi({ request, input, context }: JsonCall): Promise<JsonReply> {
  if (request.method === "GET" || request.method === "HEAD") return bookingRead(request);
  if (request.method !== "POST") return { status: 405, body: { error: "Unknown error" }, headers: { Allow: "GET, POST" } };
  const { intent, ...rest } = input ?? {};
  const now = new Date().toISOString();
  if (intent === "reserve") return answer({ ...(await reserveSlot(request, rest, clientIp(context))), now });
  if (intent === "go-to-payment") {
    const paying = await goToPayment(request, rest, clientIp(context));
    if (!("url" in paying)) return answer({ ...paying, now });
    // This browser opened the checkout: its success page may show the buyer's details (decision 069).
    return { body: { url: paying.url, now }, headers: { ...noStore, ...buyerProofHeaders(request, paying.orderId) } };
  }
  if (intent === "consultation") return answer({ ...(await bookFreeConsultation(request, rest, clientIp(context))), now }, 202);
  return { status: 400, body: { ok: false, error: "Unknown error" } };
}

async function bookingRead(request: Request): Promise<JsonReply> {
  const url = new URL(request.url);
  const hold = url.searchParams.get("hold");
  if (hold) return { body: { ...(await holdState(request, hold)), now: new Date().toISOString() }, headers: noStore };
  const kind = url.searchParams.get("kind") === "consultation" ? "consultation" : "coaching";
  // A private session's length and price come with its times: the dialog says them before a time is chosen (decision 069).
  const offer = kind === "coaching" ? await sessionOffer(request) : undefined;
  return { body: { slots: await availableSlotsFor(request, kind), ...(offer ? { offer } : {}), now: new Date().toISOString() }, headers: noStore };
}

const noStore = { "Cache-Control": "no-store" };

/**
 * JSON, never cached. A refusal carries its status (actions.server.ts: 4xx for what was sent,
 * 502 when the payment provider failed); a rate-limited answer is a 429 that says when to come
 * back. An accepted consultation request is 202: it is booked only once the e-mail is confirmed.
 */
function answer(result: { now: string; status?: number; retryAfterSeconds?: number }, accepted = 200): JsonReply {
  const { status, ...body } = result;
  if (body.retryAfterSeconds === undefined) return { status: status ?? accepted, body, headers: noStore };
  return { status: 429, body, headers: { ...noStore, "Retry-After": String(body.retryAfterSeconds) } };
}
