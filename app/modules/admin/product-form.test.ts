import { describe, expect, it } from "vitest";
import { fieldErrorsOf, productFormSchema, productFormValues } from "./product-form";
import { printFileContentType, recognisePrintFile } from "./print-file-check";

const schema = productFormSchema(["Microphones", "T-Shirts"]);
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ name: "Tour Tee", description: "A soft tee.", category: "T-Shirts", price: "249", podProductId: "", ...fields }))
    data.set(name, value);
  return productFormValues(data);
};

describe("the product form", () => {
  it("reads a DKK price typed the Danish or the English way into øre", () => {
    const price = (text: string) => schema.parse(form({ price: text })).price;
    expect(price("249")).toBe(24_900);
    expect(price("1.499")).toBe(149_900);
    expect(price("1.499,50")).toBe(149_950);
    expect(price("1,499.50")).toBe(149_950);
    expect(price("249,5")).toBe(24_950);
    expect(price(" 1 499 ")).toBe(149_900);
    expect(price("0")).toBe(0);
  });

  it("refuses what is no DKK price, with the field's message", () => {
    for (const bad of ["", "abc", "-5", "1.2.3", "1,2,3", "12,3456", "100000001"]) {
      const parsed = schema.safeParse(form({ price: bad }));
      expect(parsed.success, bad).toBe(false);
      expect(fieldErrorsOf(parsed.error!).price, bad).toMatch(/Enter the price in DKK/);
    }
  });

  it("needs a name, a description and one of the shop's categories; the print-on-demand id is optional", () => {
    const parsed = schema.safeParse(form({ name: " ", description: "", category: "Kazoos", podProductId: "bad id!" }));
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      name: "Enter the product's name.",
      description: "Describe the product in a sentence.",
      category: "Choose one of the shop's categories.",
      podProductId: "A print-on-demand product id has letters, digits and - _ . : only.",
    });
    expect(schema.parse(form({ podProductId: "apparel_product_gca_t-shirt_gsi_m" }))).toMatchObject({ podProductId: "apparel_product_gca_t-shirt_gsi_m" });
    expect(schema.parse(form({ podProductId: "  " }))).toMatchObject({ podProductId: null, active: undefined });
    expect(schema.parse({ ...form({}), active: "on" })).toMatchObject({ active: "on" });
  });
});

describe("print files", () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  it("are recognised by their content: PDF or PNG only", () => {
    expect(recognisePrintFile(new TextEncoder().encode("%PDF-1.7\n"))).toEqual({ contentType: "application/pdf", extension: "pdf" });
    expect(recognisePrintFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({ contentType: "image/png", extension: "png" });
    expect(recognisePrintFile(bytes(0xff, 0xd8, 0xff))).toBeNull(); // a JPEG is an image, not a print file
    expect(recognisePrintFile(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("are served only under names this site gave", () => {
    expect(printFileContentType("0b9d1c2e-0000-4000-8000-000000000000.pdf")).toBe("application/pdf");
    expect(printFileContentType("0b9d1c2e-0000-4000-8000-000000000000.png")).toBe("image/png");
    expect(printFileContentType("../secret.pdf")).toBeNull();
    expect(printFileContentType("design.pdf")).toBeNull();
  });
});
