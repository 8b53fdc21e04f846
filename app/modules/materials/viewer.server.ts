import { getOptionalUser } from "~/modules/accounts/guards.server";
import type { Viewer } from "./viewer";

/** The signed-in user behind a request, or null. */
export function currentViewer(request: Request): Promise<Viewer | null> {
  return getOptionalUser(request);
}
