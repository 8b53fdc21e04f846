import { describe, expect, it } from "vitest";
import { createCourseSchema, parseAmount } from "./schemas";

describe("prices as typed", () => {
  it("reads English and Danish amounts into minor units", () => {
    expect(parseAmount("99.99")).toBe(9999);
    expect(parseAmount("97")).toBe(9700);
    expect(parseAmount("1.950,00")).toBe(195000);
    expect(parseAmount("1,950.5")).toBe(195050);
    expect(parseAmount(" 18 500 ")).toBe(1850000);
  });

  it("refuses what is no amount", () => {
    for (const text of ["", "-5", "abc", "1e5", "99.99.99", "12,3456"]) expect(parseAmount(text)).toBeNull();
  });

  it("gives the create form's messages", () => {
    const answer = createCourseSchema.safeParse({ title: "", description: "x", price: "lots" });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((i) => i.message)).toEqual(["Enter the course title.", "Enter a price as a number, such as 99.99."]);
  });
});
