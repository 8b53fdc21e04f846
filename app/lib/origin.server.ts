import { env } from "~/env.server";

/**
 * The site's public origin for links in e-mails, canonical and og:url tags, the sitemap
 * and payment return addresses: PUBLIC_URL, else http://localhost:PORT. It comes from
 * configuration only. The request is taken so callers read naturally, but never consulted:
 * its Host and X-Forwarded-Host are whatever the client typed, and a reset or verification
 * link pointing at a host an attacker chose hands them the token.
 */
export function publicOrigin(_request?: Request) {
  const { PUBLIC_URL, PORT } = env();
  return (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/$/, "");
}

/** A site only this machine reaches (localhost, 127.0.0.0/8, ::1): a trial, not a deployment. */
export function isLocalOrigin(url: string | undefined): boolean {
  if (!url) return true;
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1";
  } catch {
    return false;
  }
}
