import { env } from "~/env.server";

/** The site's public origin: PUBLIC_URL when set, else the origin the request came to. */
export function publicOrigin(request: Request) {
  const configured = env().PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/$/, "");
}
