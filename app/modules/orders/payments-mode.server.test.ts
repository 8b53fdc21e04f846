import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { describePaymentsMode, paymentsMode } from "./runtime.server";

const mode = (vars: Record<string, string>) => paymentsMode(parseEnv({ NODE_ENV: "production", ...vars }));

describe("which provider takes payments", () => {
  it("Stripe when configured, saying whether the keys are live", () => {
    expect(mode({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1", PUBLIC_URL: "https://majaholm.dk" })).toEqual({
      kind: "stripe",
      live: true,
    });
    expect(mode({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })).toEqual({ kind: "stripe", live: false });
  });

  it("the test provider on a trial (localhost, development), refused on a public production address unless PAYMENTS_TEST_MODE=1", () => {
    expect(mode({})).toEqual({ kind: "test" });
    expect(mode({ PUBLIC_URL: "http://127.0.0.1:3000" })).toEqual({ kind: "test" });
    expect(mode({ PUBLIC_URL: "https://majaholm.dk" })).toEqual({ kind: "refused" });
    expect(mode({ PUBLIC_URL: "https://majaholm.dk", PAYMENTS_TEST_MODE: "1" })).toEqual({ kind: "test" });
    expect(paymentsMode(parseEnv({ NODE_ENV: "development", PUBLIC_URL: "https://staging.majaholm.dk" }))).toEqual({ kind: "test" });
    expect(describePaymentsMode({ kind: "refused" })).toMatch(/PAYMENTS_TEST_MODE=1/);
    expect(describePaymentsMode({ kind: "stripe", live: true })).toBe("payments: Stripe, live keys");
  });
});
