import type { AppLoadContext } from "react-router";
import type { FormFailure } from "~/modules/forms/form-input";

/**
 * The two exports every form-posting route shares, so a route file declares only what
 * differs (its submit function, meta and page):
 *
 *   export const action = formAction(submitContactMessage);
 *   export const clientAction = formClientAction<Route.ClientActionArgs>();
 *
 * Two statements on purpose: React Router keeps `action` out of the browser bundle by
 * deleting its export statement, and then the `.server` import it alone used goes too. One
 * factory call giving both (`export const { action, clientAction } = …`) would keep the
 * server code in the browser, and React Router refuses to build it.
 */
export function formAction<Result>(submit: (request: Request, context: AppLoadContext) => Result) {
  return ({ request, context }: { request: Request; context: AppLoadContext }) => submit(request, context);
}

/**
 * The route's `clientAction`: calls the server action and turns a network failure or a
 * server crash into an ordinary failed outcome, so the form stays on screen with what was
 * typed instead of giving way to the error page. Typed by the route's ClientActionArgs.
 */
export function formClientAction<Args extends { serverAction: () => Promise<unknown> }>() {
  return async ({ serverAction }: Args): Promise<Awaited<ReturnType<Args["serverAction"]>> | FormFailure> => {
    try {
      return (await serverAction()) as Awaited<ReturnType<Args["serverAction"]>>;
    } catch {
      return { ok: false, fieldErrors: {} };
    }
  };
}
