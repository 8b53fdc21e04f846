import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOut } from "~/modules/accounts/actions.server";

/** The account menu's 'Sign out' (this device). A GET changes nothing. */
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return signOut(request, form.get("scope") === "everywhere");
}
