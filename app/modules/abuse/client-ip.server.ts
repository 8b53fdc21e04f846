import type { AppLoadContext } from "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address as Express sees it (honours X-Forwarded-For only from trusted proxies). */
    clientIp?: string;
  }
}

/** The address rate limits count against; IPv4-mapped IPv6 is shown as plain IPv4. */
export function clientIp(context: AppLoadContext | undefined): string {
  const ip = context?.clientIp ?? "unknown";
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}
