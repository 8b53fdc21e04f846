import { data, redirect } from "react-router";
import type { Role } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { auth } from "./auth.server";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: Role;
}

// A loader and an action of one request may both ask: one database round trip per request.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null (no cookie, an expired or revoked session). */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let found = perRequest.get(request);
  if (!found) {
    found = readSession(request);
    perRequest.set(request, found);
  }
  return found;
}

async function readSession(request: Request): Promise<SessionUser | null> {
  // No session cookie (a guest with only a cart id, say): no session, and no look-up to find that out.
  if (!request.headers.get("Cookie")?.includes("better-auth.session_token=")) return null;
  try {
    const result = await auth().api.getSession({ headers: request.headers });
    if (!result) return null;
    const { id, email, emailVerified, name } = result.user;
    const stored = (result.user as { role?: string }).role;
    const role: Role = stored === "admin" || stored === "assistant" ? stored : "student";
    return { id, email, emailVerified, name, role };
  } catch (error) {
    // An error here means "no access", never "access".
    logger.error({ err: error }, "session check failed");
    return null;
  }
}

/** The login page's address that brings the visitor back here afterwards. */
export function loginPath(request: Request) {
  const url = new URL(request.url);
  return `/login?redirectTo=${encodeURIComponent(safeRedirectPath(url.pathname + url.search))}`;
}

/** The signed-in user, or a redirect to /login and back. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const found = await getOptionalUser(request);
  if (!found) throw redirect(loginPath(request));
  return found;
}

/** The coach or her assistant (the calendar, the inboxes); a redirect to /login for visitors, the 403 page for students. */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const found = await requireUser(request);
  if (found.role !== "admin" && found.role !== "assistant") throw data("Forbidden", { status: 403 });
  return found;
}

/** The coach (admin): refunds, exports, settings, roles. A redirect to /login for visitors, the 403 page for everyone else. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const found = await requireUser(request);
  if (found.role !== "admin") throw data("Forbidden", { status: 403 });
  return found;
}
