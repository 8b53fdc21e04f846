import { describe, expect, it } from "vitest";
import { bookingFormSchema, fillAllMessage } from "./schemas";

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
