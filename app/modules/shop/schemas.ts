import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-rules";

const id = z.string().trim().min(1).max(100);

/** The size/colour chosen on the card; an empty select ("Choose a size") is no choice. */
const variantId = z.preprocess((value) => (value === "" || value === null ? undefined : value), id.optional());

/**
 * The shop's add-to-cart form (payload productId and, for a product with sizes or colours,
 * variantId), also posted before JavaScript loads. Whether a choice was needed is the
 * database's to say (`whyNotAdded`): the form cannot know which products have options.
 */
export const addToCartSchema = z.object({ productId: id, variantId, quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1) });

/** The panel's calls: change a line's quantity (0 or less removes it) or remove it. */
export const cartChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: id, variantId, quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1) }),
  z.object({ intent: z.literal("set"), lineId: id, quantity: z.coerce.number().int().min(-1000).max(1000) }),
  z.object({ intent: z.literal("remove"), lineId: id }),
]);
export type CartChangeInput = z.infer<typeof cartChangeSchema>;

/** 'Proceed to Checkout': what the panel showed (checked against the database) and a key per attempt. */
export const cartCheckoutSchema = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_:-]{8,200}$/),
  shown: z
    .array(z.object({ productId: id, variantId: id.optional(), unitAmount: z.number().int().min(0), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .max(200),
  /** A guest's address for the receipt; a signed-in buyer's comes from the account. */
  email: z.email().max(254).optional(),
  /** The page the panel was opened on: Cancel on the checkout returns there (checked again as a same-site path). */
  returnPath: z.string().max(2048).optional(),
});
export type CartCheckoutInput = z.infer<typeof cartCheckoutSchema>;
