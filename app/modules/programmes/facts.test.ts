import { describe, expect, it } from "vitest";
import { dateRangeText, messagingLabel, monthYearText, retreatDatesText } from "./facts";

describe("dates", () => {
  it("writes the retreat dates, 14-18 January 2026, in English and Danish", () => {
    expect(retreatDatesText("en")).toBe("14-18 January 2026");
    expect(retreatDatesText("da")).toBe("14.-18. januar 2026");
    expect(dateRangeText("2027-03-01", "2027-03-05", "en")).toBe("1-5 March 2027");
  });

  it("writes a month and year", () => {
    expect(monthYearText({ year: 2025, month: 10 }, "da")).toBe("oktober 2025");
    expect(monthYearText({ year: 2025, month: 10 }, "en")).toBe("October 2025");
  });
});

describe("messagingLabel", () => {
  it("names the messaging service from the link", () => {
    expect(messagingLabel("https://wa.me/4531425678")).toBe("WhatsApp");
    expect(messagingLabel("https://m.me/studio")).toBe("Messenger");
    expect(messagingLabel("https://t.me/studio")).toBe("Telegram");
    expect(messagingLabel("https://chat.example.com/studio")).toBe("Messages");
  });
});
