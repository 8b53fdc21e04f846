import type { FormFailure } from "~/modules/abuse/form-input";

/**
 * For a route's `clientAction`: calls the server action and turns a network failure or a
 * server crash into an ordinary failed outcome, so the form stays on screen with what was
 * typed instead of giving way to the error page.
 */
export async function callServerAction<T>(serverAction: () => Promise<T>): Promise<T | FormFailure> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}
