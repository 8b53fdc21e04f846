import { z } from "zod/mini";

/**
 * Where the shop ships physical goods (equipment, merchandise, print-on-demand): Denmark,
 * the rest of the EU/EEA, the UK, Switzerland and the US. Stripe's
 * `shipping_address_collection.allowed_countries` and the test checkout's country select
 * both read this list (ISO 3166-1 alpha-2 with the English name shown in the select).
 */
export const SHIPPING_COUNTRIES = [
  ["DK", "Denmark"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["BG", "Bulgaria"],
  ["HR", "Croatia"],
  ["CY", "Cyprus"],
  ["CZ", "Czechia"],
  ["EE", "Estonia"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["GR", "Greece"],
  ["HU", "Hungary"],
  ["IS", "Iceland"],
  ["IE", "Ireland"],
  ["IT", "Italy"],
  ["LV", "Latvia"],
  ["LI", "Liechtenstein"],
  ["LT", "Lithuania"],
  ["LU", "Luxembourg"],
  ["MT", "Malta"],
  ["NL", "Netherlands"],
  ["NO", "Norway"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["RO", "Romania"],
  ["SK", "Slovakia"],
  ["SI", "Slovenia"],
  ["ES", "Spain"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["GB", "United Kingdom"],
  ["US", "United States"],
] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number][0];
export const SHIPPING_COUNTRY_CODES = SHIPPING_COUNTRIES.map(([code]) => code) as [ShippingCountry, ...ShippingCountry[]];

export const shippingMessages = {
  name: "Please enter the recipient's name.",
  line1: "Please enter the street address.",
  postalCode: "Please enter the postal code.",
  city: "Please enter the city.",
  country: "Please choose a country we ship to.",
  tooLong: "Please keep this under 200 characters.",
  summary: "Please enter a complete shipping address.",
} as const;

const text = (max: number, message: string) => z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: shippingMessages.tooLong }));
const required = (message: string, max = 200) => text(max, message).check(z.minLength(1, { error: message }));

// zod/mini, like the other forms' schemas: the page's component imports this module, and full
// zod would grow the zod chunk every form page shares (decision 010).
/** The test checkout's address form; the same fields Stripe collects (decision 016). */
export const shippingAddressSchema = z.object({
  name: required(shippingMessages.name),
  line1: required(shippingMessages.line1),
  line2: z.pipe(
    z.optional(text(200, shippingMessages.tooLong)),
    z.transform((value: string | undefined) => value || undefined),
  ),
  postalCode: required(shippingMessages.postalCode, 20),
  city: required(shippingMessages.city),
  country: z.enum(SHIPPING_COUNTRY_CODES, { error: shippingMessages.country }),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;
export const SHIPPING_FIELDS = ["name", "line1", "line2", "postalCode", "city", "country"] as const satisfies readonly (keyof ShippingAddressInput)[];
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

export type ShippingValidation =
  { ok: true; address: ShippingAddressInput } | { ok: false; errors: Partial<Record<ShippingField, string>>; values: Partial<Record<ShippingField, string>> };

/** Reads the address fields of a posted form: the address, or a message per field and the values as typed. */
export function readShippingAddress(form: { get(name: string): unknown }): ShippingValidation {
  const values: Partial<Record<ShippingField, string>> = {};
  for (const field of SHIPPING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 1000);
  }
  const parsed = shippingAddressSchema.safeParse(values);
  if (parsed.success) return { ok: true, address: parsed.data };
  const errors: Partial<Record<ShippingField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ShippingField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}

/** One line per part, for e-mails and the coach: name, street, postal code and city, country. */
export function formatShippingAddress(address: {
  name: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  state?: string;
  country: string;
}): string {
  const country = SHIPPING_COUNTRIES.find(([code]) => code === address.country)?.[1] ?? address.country;
  return [address.name, address.line1, address.line2, [address.postalCode, address.city].join(" "), address.state, country].filter(Boolean).join(", ");
}
