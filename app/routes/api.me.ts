import { jsonAnswer } from "~/lib/json-answer.server";
import type { Route } from "./+types/api.me";
import { getOptionalUser } from "~/modules/accounts/guards.server";

/**
 * Who is signed in, for the header's account menu after hydration. Personal, so never
 * stored by any cache; pages themselves stay the same for everyone (decision 013).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const found = await getOptionalUser(request);
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };
  return jsonAnswer(found ? { signedIn: true, name: found.name, role: found.role } : { signedIn: false }, { headers });
}
