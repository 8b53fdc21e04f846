import { z } from "zod";

const option = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string().trim().max(40).nullable());
/** Empty: made to order (not counted). */
const stock = z.preprocess((value) => (value === "" || value === null ? null : value), z.coerce.number().int().min(0).max(1_000_000).nullable());
const podProductId = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string().trim().max(200).nullable());

/** The product page's variant rows (decision 046): stock, print-on-demand id, active. */
export const variantUpdateSchema = z.object({ variantId: z.string().min(1).max(200), stock, podProductId, active: z.literal("on").optional() });

/** 'Add variant': a size and/or colour (one of them at least), with its stock and print-on-demand id. */
export const variantAddSchema = z
  .object({ size: option, colour: option, stock, podProductId })
  .refine((input) => input.size || input.colour, { message: "Give a size or a colour.", path: ["size"] });
