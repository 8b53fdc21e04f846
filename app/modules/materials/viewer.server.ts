import type { Viewer } from "./viewer";

/** The signed-in user behind a request, or null. */
export async function currentViewer(_request: Request): Promise<Viewer | null> {
  // wired to accounts' getOptionalUser when that lands
  return null;
}
