import { isIPv4, isIPv6 } from "node:net";
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

/**
 * Who a rate limit counts: an IPv4 client by its address, an IPv6 client by its /64
 * prefix (one home or office network gets a whole /64 and can pick any address in it).
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 client it names. Anything else is
 * returned as it came, so it is still counted, just on its own.
 */
export function rateLimitSubject(address: string): string {
  const ip = address.trim();
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (compressed, with a zone, or with an IPv4 tail), or undefined. */
export function ipv6Groups(address: string): number[] | undefined {
  const ip = address.replace(/%.*$/, "");
  if (!isIPv6(ip)) return undefined;
  let text = ip.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(zeros).fill(0), ...back];
  return groups.length === 8 ? groups : undefined;
}
