/**
 * What other modules add to signing in and out (the shop's cart cookies today), registered at
 * start (app/wiring.server.ts) so that accounts imports none of them. Each returns Set-Cookie
 * values; a failure inside a hook must not stop a sign-in, so hooks catch their own.
 */
export interface SessionHooks {
  onSignIn(request: Request, userId: string | undefined): Promise<string[]>;
  onSignOut(request: Request): string[];
}

const store = globalThis as typeof globalThis & { __sessionHooks?: SessionHooks[] };

export function registerSessionHooks(hooks: SessionHooks[]) {
  store.__sessionHooks = hooks;
}

export async function cookiesOnSignIn(request: Request, userId: string | undefined): Promise<string[]> {
  const cookies: string[] = [];
  for (const hooks of store.__sessionHooks ?? []) cookies.push(...(await hooks.onSignIn(request, userId)));
  return cookies;
}

export function cookiesOnSignOut(request: Request): string[] {
  return (store.__sessionHooks ?? []).flatMap((hooks) => hooks.onSignOut(request));
}
