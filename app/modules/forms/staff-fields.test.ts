import { describe, expect, it } from "vitest";
import { addBookingSchema } from "~/modules/booking/coach-forms";
import { blockOutFormSchema } from "~/modules/booking/availability-form";
import { calendarFormSchema } from "~/modules/admin/schemas";
import { noteFormSchema } from "~/modules/admin/order-forms";
import { messageFormSchema } from "~/modules/inbox/schemas";
import { isOneLine, isStaffText, staffDateTimeField } from "./staff-fields";

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));

const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 16);
const booking = {
  intent: "add-booking",
  key: "6f1c2b9e-8f8a-4c9b-9a43-0c1f5e2d7a10",
  name: "Ida Berg",
  email: "ida@example.dk",
  kind: "coaching",
  startsAt: inDays(3),
  payment: "free",
};

describe("fields staff type (decision 069)", () => {
  it("one line: no line break, control character or hidden direction change", () => {
    expect(isOneLine("Ida Berg-Ølgaard")).toBe(true);
    for (const bad of ["Ida\nBerg", "Ida\rBerg", "Ida\tBerg", "Ida\u0000", "Ida\u202eBerg", "Ida\u200bBerg", "\u0085Ida"])
      expect(isOneLine(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a text keeps its line breaks and tabs, nothing else", () => {
    expect(isStaffText("Dear Ida,\n\n\tSee you Tuesday. 🎤")).toBe(true);
    for (const bad of ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u202eb", "a\u2066b"]) expect(isStaffText(bad), JSON.stringify(bad)).toBe(false);
  });

  it("a booking by hand refuses a name over two lines, a phone with a line break and the year 9999, saying why", () => {
    expect(addBookingSchema.safeParse(booking).success).toBe(true);
    expect(errors(addBookingSchema.safeParse({ ...booking, name: "Ida\nBcc: x@example.com" }))).toEqual({
      name: "Write the name on one line, without line breaks or special characters.",
    });
    expect(errors(addBookingSchema.safeParse({ ...booking, phone: "12\n34" }))).toEqual({ phone: "Enter the phone number with digits, spaces and + only." });
    expect(errors(addBookingSchema.safeParse({ ...booking, startsAt: "9999-12-31T10:00" }))).toEqual({
      startsAt: "Choose a date within a year back and two years ahead.",
    });
    expect(errors(addBookingSchema.safeParse({ ...booking, startsAt: "1999-12-31T10:00" }))).toEqual({
      startsAt: "Choose a date within a year back and two years ahead.",
    });
    expect(errors(addBookingSchema.safeParse({ ...booking, startsAt: "31/12/2026 10:00" }))).toEqual({
      startsAt: "Enter the date and time as day, month, year and time.",
    });
    expect(errors(addBookingSchema.safeParse({ ...booking, message: "Hi\u0000" }))).toEqual({ message: "Remove the special characters from the message." });
    // A session recorded afterwards (decision 067) is within the window.
    expect(addBookingSchema.safeParse({ ...booking, startsAt: inDays(-30) }).success).toBe(true);
  });

  it("the window is a year back and two years ahead of now", () => {
    const at = new Date("2026-11-28T12:00:00Z");
    const field = staffDateTimeField("Enter the date and time.", () => at);
    expect(field.safeParse("2025-11-28T13:00").success).toBe(true);
    expect(field.safeParse("2025-11-26T10:00").success).toBe(false);
    expect(field.safeParse("2028-11-28T10:00").success).toBe(true);
    expect(field.safeParse("2028-12-31T10:00").success).toBe(false);
    expect(errors(field.safeParse(""))).toEqual({ "": "Enter the date and time." });
  });

  it("the calendar's move, the block-out, a note and a reply use the same rules", () => {
    expect(errors(calendarFormSchema.safeParse({ intent: "move", bookingId: "b1", startsAt: "9999-01-01T10:00" }))).toEqual({
      startsAt: "Choose a date within a year back and two years ahead.",
    });
    const block = { intent: "block", from: inDays(2), to: inDays(3) };
    expect(blockOutFormSchema.safeParse(block).success).toBe(true);
    expect(errors(blockOutFormSchema.safeParse({ ...block, label: "Holiday\nin Rome" }))).toEqual({
      label: "Write the label on one line, without line breaks or special characters.",
    });
    expect(errors(blockOutFormSchema.safeParse({ ...block, to: "9999-01-01T10:00" }))).toEqual({ to: "Choose a date within a year back and two years ahead." });
    expect(errors(noteFormSchema.safeParse({ intent: "note", body: "Paid\u001b[31m", key: booking.key }))).toEqual({
      body: "Remove the special characters from the note.",
    });
    expect(noteFormSchema.safeParse({ intent: "note", body: "Line one\nLine two", key: booking.key }).success).toBe(true);
    const reply = messageFormSchema.safeParse({ intent: "reply", body: "Hi\u202e", key: booking.key });
    expect(Object.values(errors(reply))).toContain("Remove the special characters from the reply.");
  });
});
