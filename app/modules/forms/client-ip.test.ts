import { describe, expect, it } from "vitest";
import { clientIp, ipv6Groups, rateLimitSubject } from "./client-ip.server";

describe("who a rate limit counts", () => {
  it("counts an IPv4 client by its address", () => {
    expect(rateLimitSubject("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitSubject("203.0.113.10")).not.toBe(rateLimitSubject("203.0.113.9"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 client it names, in every spelling", () => {
    for (const mapped of ["::ffff:203.0.113.9", "::FFFF:203.0.113.9", "0:0:0:0:0:ffff:203.0.113.9", "::ffff:cb00:7109"]) {
      expect(rateLimitSubject(mapped)).toBe("203.0.113.9");
    }
  });

  it("counts an IPv6 client by its /64, whatever address it picks inside it", () => {
    const a = rateLimitSubject("2001:db8:abcd:12:1:2:3:4");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitSubject("2001:db8:abcd:12::1")).toBe(a);
    expect(rateLimitSubject("2001:0db8:ABCD:0012:ffff:ffff:ffff:ffff")).toBe(a);
    expect(rateLimitSubject("2001:db8:abcd:12:a::%eth0")).toBe(a);
  });

  it("keeps neighbouring /64 networks apart", () => {
    expect(rateLimitSubject("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
  });

  it("passes on what is not an address, so it is still counted", () => {
    expect(rateLimitSubject("unknown")).toBe("unknown");
    expect(rateLimitSubject("2001:db8::1::2")).toBe("2001:db8::1::2");
  });

  it("expands compressed IPv6 forms and IPv4 tails", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("64:ff9b::192.0.2.33")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x221]);
    expect(ipv6Groups("1.2.3.4")).toBeUndefined();
  });

  it("reads the address Express saw from the load context", () => {
    expect(clientIp({ clientIp: "::ffff:198.51.100.4" } as never)).toBe("198.51.100.4");
    expect(clientIp(undefined)).toBe("unknown");
  });
});
