import { data } from "react-router";
import type { Route } from "./+types/$";
import { NotFound } from "~/components/layout/not-found";
import { logNotFound } from "~/lib/not-found.server";
import { seo } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  logNotFound(request);
  return data(null, { status: 404, statusText: "Not Found" });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Page not found", description: "The page you were looking for does not exist.", index: false });

export default function NotFoundRoute() {
  return <NotFound />;
}
