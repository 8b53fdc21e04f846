import { describe, expect, it } from "vitest";
import { accountPageHeaders } from "./route-headers";

describe("accountPageHeaders", () => {
  it("passes a refused attempt's Retry-After on and marks personal pages private, no-store", () => {
    expect(accountPageHeaders(new Headers({ "Retry-After": "600", "X-Other": "no" }))).toEqual({ "Retry-After": "600" });
    expect(accountPageHeaders(new Headers(), { personal: true })).toEqual({ "Cache-Control": "private, no-store" });
    expect(accountPageHeaders(new Headers())).toEqual({});
  });
});
