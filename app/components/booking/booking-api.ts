import { BOOKING_API } from "~/modules/site/server-routes";

/** The browser's calls to /api/booking (served by app/modules/booking/api.server.ts). Network failures become SPEC's fallback texts. */

export { BOOKING_API };
export const unexpectedError = "An unexpected error occurred.";
export const unknownError = "Unknown error";

export type SlotList = { start: string; end: string }[];
export type BookingKind = "coaching" | "consultation";

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(unknownError);
  return (await response.json()) as T;
}

export async function postBooking<T>(intent: string, body: Record<string, unknown>): Promise<T & { now: string; receivedAt: number }> {
  let response: Response;
  try {
    response = await fetch(BOOKING_API, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ intent, ...body }),
    });
  } catch {
    throw new Error(unexpectedError);
  }
  const receivedAt = Date.now();
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new Error(unknownError);
  }
  return { ...(data as T & { now: string }), receivedAt };
}

/** The hold token survives a reload of the tab (not a new tab): the server's hold and expiry come back with it. */
const holdKey = "booking-hold";
export interface StoredHold {
  holdToken: string;
  start: string;
  name: string;
  email: string;
}
export function readStoredHold(): StoredHold | undefined {
  try {
    const raw = sessionStorage.getItem(holdKey);
    return raw ? (JSON.parse(raw) as StoredHold) : undefined;
  } catch {
    return undefined;
  }
}
export function storeHold(hold: StoredHold | undefined) {
  try {
    if (hold) sessionStorage.setItem(holdKey, JSON.stringify(hold));
    else sessionStorage.removeItem(holdKey);
  } catch {
    // Private mode without storage: the hold simply does not survive a reload.
  }
}

export function newToken() {
  return crypto.randomUUID().replaceAll("-", "");
}
