import { describe, expect, it } from "vitest";
import { bookingFormSchema, fillAllMessage, goToPaymentSchema } from "./schemas";

describe("booking form", () => {
  it("accepts name, email and an ISO slot", () => {
    expect(bookingFormSchema.safeParse({ name: "Ida", email: "ida@example.dk", slot: "2026-11-24T09:00:00.000Z" }).success).toBe(true);
  });

  it.each([
    { email: "ida@example.dk", slot: "2026-11-24T09:00:00Z" },
    { name: " ", email: "ida@example.dk", slot: "2026-11-24T09:00:00Z" },
    { name: "Ida", email: "nope", slot: "2026-11-24T09:00:00Z" },
    { name: "Ida", email: "ida@example.dk" },
    { name: "Ida", email: "ida@example.dk", slot: "tomorrow" },
    { name: "Ida", email: "ida@example.dk", slot: "2026-13-45T09:00:00Z" },
    { name: "Ida", email: "ida@example.dk", slot: "2026-11-24T09:00:00" },
  ])("refuses %o with the form's one message", (input) => {
    const result = bookingFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(fillAllMessage);
  });
});

describe("go to payment", () => {
  const base = { holdToken: "a".repeat(32), idempotencyKey: "hold:abcdefgh" };
  it("takes the page's language from the allow-list only; none is English", () => {
    expect(goToPaymentSchema.safeParse({ ...base, language: "da" }).data?.language).toBe("da");
    expect(goToPaymentSchema.safeParse(base).data?.language).toBe("en");
    expect(goToPaymentSchema.safeParse({ ...base, language: "fr" }).success).toBe(false);
    expect(goToPaymentSchema.safeParse({ ...base, language: "da'; drop table orders" }).success).toBe(false);
  });
});
