import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./control-characters";

describe("control characters at the edge", () => {
  it.each([
    ["/test-checkout/%00", "url"],
    ["/api/booking?hold=%00", "url"],
    ["name=Ida%1B[2J", "url"],
    ['{"productId":"tea\\u0000mug"}', "json"],
    ["Ida\u0000", "plain"],
    ["a\u007f", "plain"],
  ] as const)("refuses %s (%s)", (text, form) => expect(hasControlCharacters(text, form)).toBe(true));

  it.each([
    ["/courses/private-coaching?plan=Basic%20plan", "url"],
    ["message=Line%20one%0D%0ALine%20two%09tabbed", "url"],
    ['{"message":"two\\nlines\\tand a tab","name":"Søren Ø"}', "json"],
    ["Hej med jer\r\n", "plain"],
    ["100%25 sure", "url"],
  ] as const)("keeps %s (%s)", (text, form) => expect(hasControlCharacters(text, form)).toBe(false));
});
