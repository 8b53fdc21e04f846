import type { Route } from "./+types/api.booking";
import { availableSlotsFor, bookFreeConsultation, goToPayment, holdState, reserveSlot } from "~/modules/booking/actions.server";

/**
 * The booking dialog's server (a resource route, JSON in and out):
 *   GET  ?kind=coaching|consultation  → the free slots
 *   GET  ?hold=<token>                → the hold's state after a reload
 *   POST intent=reserve | go-to-payment | consultation
 * Every answer carries the server's `now`, so the browser's countdown runs on the server's clock.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const hold = url.searchParams.get("hold");
  if (hold) return Response.json({ ...(await holdState(request, hold)), now: new Date().toISOString() }, noStore);
  const kind = url.searchParams.get("kind") === "consultation" ? "consultation" : "coaching";
  return Response.json({ slots: await availableSlotsFor(request, kind), now: new Date().toISOString() }, noStore);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Unknown error" }, { status: 405 });
  const input = await readInput(request);
  const { intent, ...rest } = input;
  const now = new Date().toISOString();
  if (intent === "reserve") return Response.json({ ...(await reserveSlot(request, rest)), now }, noStore);
  if (intent === "go-to-payment") return Response.json({ ...(await goToPayment(request, rest)), now }, noStore);
  if (intent === "consultation") return Response.json({ ...(await bookFreeConsultation(request, rest)), now }, noStore);
  return Response.json({ ok: false, error: "Unknown error" }, { status: 400 });
}

const noStore = { headers: { "Cache-Control": "no-store" } };

async function readInput(request: Request): Promise<Record<string, unknown>> {
  try {
    if (request.headers.get("Content-Type")?.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    }
    const form = await request.formData();
    const input: Record<string, unknown> = {};
    for (const [key, value] of form) if (typeof value === "string" && value !== "") input[key] = value;
    return input;
  } catch {
    return {};
  }
}
