import { describe, expect, it } from "vitest";
import { choiceName, lineName, needsChoice, resolveVariant, variantLabel, type VariantChoice } from "./variant-rules";

const variant = (id: string, size: string | null, colour: string | null, extra: Partial<VariantChoice> = {}): VariantChoice => ({
  id,
  size,
  colour,
  isActive: true,
  stock: null,
  ...extra,
});
const tee = [variant("tee", null, null, { isActive: false }), variant("tee-m", "M", "black"), variant("tee-l", "L", "black", { stock: 0 })];
const mug = [variant("mug", null, null)];

describe("a product's variants", () => {
  it("names a line by its product and options", () => {
    expect(lineName("Studio T-Shirt", { size: "M", colour: "black" })).toBe("Studio T-Shirt — M, black");
    expect(lineName("Honey & Tea Mug", { size: null, colour: null })).toBe("Honey & Tea Mug");
    expect(variantLabel({ size: null, colour: "white" })).toBe("white");
  });

  it("asks for a choice only where there are options, and names it", () => {
    expect(needsChoice(tee)).toBe(true);
    expect(needsChoice(mug)).toBe(false);
    expect(choiceName(tee)).toBe("size and colour");
    expect(choiceName([variant("h-m", "M", null)])).toBe("size");
  });

  it("refuses clothing without a size, a sold-out or foreign choice; a product without options takes its default", () => {
    expect(resolveVariant(tee)).toEqual({ ok: false, reason: "choose" });
    expect(resolveVariant(tee, "")).toEqual({ ok: false, reason: "choose" });
    expect(resolveVariant(tee, "tee-m")).toMatchObject({ ok: true, variant: { id: "tee-m" } });
    expect(resolveVariant(tee, "tee-l")).toEqual({ ok: false, reason: "sold-out" });
    expect(resolveVariant(tee, "tee")).toEqual({ ok: false, reason: "not-found" });
    expect(resolveVariant(tee, "mug")).toEqual({ ok: false, reason: "not-found" });
    expect(resolveVariant(mug)).toMatchObject({ ok: true, variant: { id: "mug" } });
  });
});
