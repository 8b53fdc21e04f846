import type { AppLoadContext } from "react-router";
import { jsonAnswer } from "~/lib/json-answer.server";
import { readJsonOrForm } from "~/lib/request-input.server";
import { clientIp } from "~/modules/abuse/client-ip.server";
import { availableSlotsFor, bookFreeConsultation, goToPayment, holdState, reserveSlot } from "./actions.server";

/**
 * The booking dialog's server, JSON in and out (served by server/json-route.ts, decision 021):
 *   GET  ?kind=coaching|consultation  → the free slots
 *   GET  ?hold=<token>                → the hold's state after a reload
 *   POST intent=reserve | go-to-payment | consultation
 * Every answer carries the server's `now`, so the browser's countdown runs on the server's clock.
 */
export async function bookingApi(request: Request, context: AppLoadContext): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD") return bookingRead(request);
  if (request.method !== "POST") return jsonAnswer({ error: "Unknown error" }, { status: 405, headers: { Allow: "GET, POST" } });
  const input = (await readJsonOrForm(request)) ?? {};
  const { intent, ...rest } = input;
  const now = new Date().toISOString();
  if (intent === "reserve") return answer({ ...(await reserveSlot(request, rest, clientIp(context))), now });
  if (intent === "go-to-payment") return answer({ ...(await goToPayment(request, rest)), now });
  if (intent === "consultation") return answer({ ...(await bookFreeConsultation(request, rest, clientIp(context))), now });
  return jsonAnswer({ ok: false, error: "Unknown error" }, { status: 400 });
}

async function bookingRead(request: Request) {
  const url = new URL(request.url);
  const hold = url.searchParams.get("hold");
  if (hold) return jsonAnswer({ ...(await holdState(request, hold)), now: new Date().toISOString() }, noStore);
  const kind = url.searchParams.get("kind") === "consultation" ? "consultation" : "coaching";
  return jsonAnswer({ slots: await availableSlotsFor(request, kind), now: new Date().toISOString() }, noStore);
}

const noStore = { headers: { "Cache-Control": "no-store" } };

/** JSON, never cached; a rate-limited answer is a 429 that says when to come back. */
function answer(body: { now: string; retryAfterSeconds?: number }) {
  if (body.retryAfterSeconds === undefined) return jsonAnswer(body, noStore);
  return jsonAnswer(body, { status: 429, headers: { ...noStore.headers, "Retry-After": String(body.retryAfterSeconds) } });
}
