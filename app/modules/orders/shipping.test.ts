import { describe, expect, it } from "vitest";
import { formatShippingAddress, readShippingAddress, SHIPPING_COUNTRY_CODES, shippingMessages } from "./shipping";

const form = (values: Record<string, string>) => new URLSearchParams(values);
const complete = { name: "Ada Lovelace", line1: "Nørregade 1", line2: "", postalCode: "1165", city: "København K", country: "DK" };

describe("shipping address", () => {
  it("ships to Denmark, the EU/EEA, the UK, Norway, Switzerland and the US", () => {
    for (const code of ["DK", "DE", "SE", "FI", "IS", "LI", "GB", "NO", "CH", "US"]) expect(SHIPPING_COUNTRY_CODES).toContain(code);
    expect(new Set(SHIPPING_COUNTRY_CODES).size).toBe(SHIPPING_COUNTRY_CODES.length);
  });

  it("accepts a complete address, trimmed, with an empty line 2 left out", () => {
    const result = readShippingAddress(form({ ...complete, name: "  Ada Lovelace " }));
    expect(result).toEqual({ ok: true, address: { name: "Ada Lovelace", line1: "Nørregade 1", postalCode: "1165", city: "København K", country: "DK" } });
  });

  it("names every missing field and keeps what was typed", () => {
    const result = readShippingAddress(form({ name: "Ada", line1: " ", postalCode: "", city: "Aarhus", country: "" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ line1: shippingMessages.line1, postalCode: shippingMessages.postalCode, country: shippingMessages.country });
    expect(result.values).toMatchObject({ name: "Ada", city: "Aarhus" });
  });

  it("refuses a country outside the list and fields that are absent altogether", () => {
    const result = readShippingAddress(form({ ...complete, country: "RU" }));
    expect(result.ok ? {} : result.errors).toEqual({ country: shippingMessages.country });
    const empty = readShippingAddress(form({}));
    expect(empty.ok ? [] : Object.keys(empty.errors).sort()).toEqual(["city", "country", "line1", "name", "postalCode"]);
  });

  it("formats an address on one line with the country's name", () => {
    expect(formatShippingAddress({ ...complete, line2: "2. tv" })).toBe("Ada Lovelace, Nørregade 1, 2. tv, 1165 København K, Denmark");
  });
});
