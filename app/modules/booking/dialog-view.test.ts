import { describe, expect, it } from "vitest";
import { bookingFormSchema } from "./schemas";
import {
  bookingFormComplete,
  countdown,
  formatBookingTime,
  formatHoldLength,
  groupSlotsByDay,
  sessionFacts,
  localDeadline,
  missingBookingFields,
  missingFieldMessages,
} from "./dialog-view";

describe("groupSlotsByDay", () => {
  it("groups by the Copenhagen day and shows Copenhagen times", () => {
    const days = groupSlotsByDay([{ start: "2026-11-24T08:00:00.000Z" }, { start: "2026-11-24T16:00:00.000Z" }, { start: "2026-11-25T08:00:00.000Z" }]);
    expect(days).toEqual([
      {
        key: "2026-11-24",
        label: "Tuesday 24 November",
        weekday: "Tue",
        date: "24 Nov",
        slots: [
          { start: "2026-11-24T08:00:00.000Z", time: "09:00" },
          { start: "2026-11-24T16:00:00.000Z", time: "17:00" },
        ],
      },
      { key: "2026-11-25", label: "Wednesday 25 November", weekday: "Wed", date: "25 Nov", slots: [{ start: "2026-11-25T08:00:00.000Z", time: "09:00" }] },
    ]);
  });

  it("uses summer time in summer", () => {
    expect(groupSlotsByDay([{ start: "2026-06-10T07:00:00.000Z" }])[0]?.slots[0]?.time).toBe("09:00");
  });
});

describe("sessionFacts: length and price before a time is chosen (decision 069)", () => {
  it("in the page's language, money in its one form", () => {
    expect(sessionFacts({ minutes: 60, amount: 195_000, currency: "DKK" }, "en")).toBe("60 min · DKK 1,950.00");
    expect(sessionFacts({ minutes: 45, amount: 195_050, currency: "DKK" }, "da")).toBe("45 min · 1.950,50\u00a0kr.");
  });
});

describe("countdown from the server's clock", () => {
  it("ignores a browser clock that is off", () => {
    // Server: expires 10 minutes after its now. Browser clock is 1 hour ahead.
    const receivedAt = Date.parse("2026-11-24T10:00:00.000Z");
    const deadline = localDeadline("2026-11-24T09:10:00.000Z", "2026-11-24T09:00:00.000Z", receivedAt);
    expect(countdown(deadline, receivedAt).text).toBe("10:00");
    expect(countdown(deadline, receivedAt + 61_500).text).toBe("8:59");
    expect(countdown(deadline, receivedAt + 11 * 60_000)).toEqual({ seconds: 0, text: "0:00" });
  });
});

it("formats a booking time in Copenhagen", () => {
  expect(formatBookingTime("2026-11-24T09:00:00.000Z")).toBe("Tuesday, 24 November 2026 at 10:00");
});

describe("bookingFormComplete agrees with the server's schema", () => {
  const slot = "2026-11-24T09:00:00.000Z";
  it.each([
    { name: "Ida", email: "ida@example.dk", slot },
    { name: "  Ida  ", email: " ida@example.dk ", slot: "2026-11-24T09:00:00Z" },
    { name: "", email: "ida@example.dk", slot },
    { name: "   ", email: "ida@example.dk", slot },
    { name: "Ida", email: "ida@", slot },
    { name: "Ida", email: "ida example.dk", slot },
    { name: "Ida", email: "ida@example.dk", slot: "" },
    { name: "Ida", email: "ida@example.dk", slot: "tomorrow" },
    { name: "Ida", email: "ida@example.dk", slot: "2026-11-24T09:00:00" },
    { name: "x".repeat(201), email: "ida@example.dk", slot },
  ])("%o", (values) => {
    expect(bookingFormComplete(values)).toBe(bookingFormSchema.safeParse(values).success);
  });
});

describe("formatHoldLength", () => {
  it("says how long a consultation request is held, as the server measured it", () => {
    expect(formatHoldLength(600_000)).toBe("10 minutes");
    expect(formatHoldLength(599_400)).toBe("10 minutes");
    expect(formatHoldLength(60_000)).toBe("1 minute");
    expect(formatHoldLength(20_000)).toBe("20 seconds");
    expect(formatHoldLength(-5)).toBe("1 second");
  });
});

describe("missingBookingFields", () => {
  it("names each field that is missing or wrong, and nothing once all are right", () => {
    expect(missingBookingFields({ name: " ", email: "nope", slot: "" })).toEqual({
      name: missingFieldMessages.name,
      email: missingFieldMessages.email,
      slot: missingFieldMessages.slot,
    });
    expect(missingBookingFields({ name: "Ida", email: "ida@example.dk", slot: "" })).toEqual({ slot: missingFieldMessages.slot });
    expect(missingBookingFields({ name: "Ida", email: "ida@example.dk", slot: "2026-12-03T13:00:00.000Z" })).toEqual({});
  });
});
