import { z } from "zod";
import { parseAmount } from "./schemas";

/** A Gelato product uid as the coach copies it from Gelato ("apparel_product_gca_t-shirt_gsc_crewneck_gcu_unisex_gqa_classic_gsi_m"). */
const POD_PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/**
 * The product form (create and edit), one schema for the browser and the action. The categories
 * are the shop's (its tabs), handed in so this module needs nothing from the components. The
 * price is typed in DKK the Danish way ("1.499", "249,50") or the English way ("1,499.00");
 * the image and the print file are files, checked apart by their content.
 */
export function productFormSchema(categories: readonly string[]) {
  return z.object({
    name: z.string().trim().min(1, "Enter the product's name.").max(120, "Keep the name under 120 characters."),
    description: z.string().trim().min(1, "Describe the product in a sentence.").max(2000, "Keep the description under 2,000 characters."),
    category: z.string().refine((value) => categories.includes(value), "Choose one of the shop's categories."),
    price: z
      .string()
      .trim()
      .min(1, "Enter the price in DKK, such as 249 or 1.499,50.")
      .transform((text, ctx) => {
        const amount = parseAmount(text);
        if (amount === null) ctx.addIssue({ code: "custom", message: "Enter the price in DKK as a number, such as 249 or 1.499,50." });
        return amount ?? 0;
      }),
    podProductId: z
      .string()
      .trim()
      .max(200, "Keep the print-on-demand product id under 200 characters.")
      .refine((value) => value === "" || POD_PRODUCT_ID.test(value), "A print-on-demand product id has letters, digits and - _ . : only.")
      .transform((value) => value || null),
    active: z.enum(["on"]).optional(),
  });
}

export type ProductForm = z.output<ReturnType<typeof productFormSchema>>;

/** A form's values as the schema reads them (absent fields as empty text, so the messages are the schema's). */
export function productFormValues(form: FormData) {
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  return {
    name: text("name"),
    description: text("description"),
    category: text("category"),
    price: text("price"),
    podProductId: text("podProductId"),
    active: form.get("active") === "on" ? ("on" as const) : undefined,
  };
}

/** Field name → first message, for the form's errors. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
