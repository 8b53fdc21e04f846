/**
 * The /admin/settings form's schema (decision 036), read by the action; the page's field names
 * are in form-fields.ts (no zod there: the schema stays out of the browser bundle). The form is
 * flat (it posts without JavaScript), with a fixed number of rows for social links and for each
 * programme's runs: a blank row is no row, a row ticked "Remove" goes.
 */
import { z } from "zod";
import type { SiteProfile } from "~/modules/site/profile";
import { programmeRunsSchema } from "~/modules/programmes/run-schema";
import { MAX_RUNS, PROGRAMMES } from "~/modules/programmes/runs";
import { ADDRESS_FIELDS, runField, SOCIAL_ROWS, socialField } from "./form-fields";

const webLink = (message: string) =>
  z
    .string()
    .trim()
    .max(500, "Keep the link under 500 characters")
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]*$/.test(value) && URL.canParse(value), { message });

const required = (message: string, max = 120) => z.string().trim().min(1, message).max(max, `Keep it under ${max} characters`);

export const settingsFormSchema = z.object({
  name: z.string().trim().min(2, "Enter the coach's name (at least 2 characters)").max(80, "Keep the name under 80 characters"),
  businessName: z.string().trim().min(2, "Enter the business name (at least 2 characters)").max(120, "Keep the name under 120 characters"),
  tagline: z.string().trim().max(160, "Keep the tagline under 160 characters"),
  taglineDa: z.string().trim().max(160, "Keep the Danish tagline under 160 characters"),
  email: z.string().trim().pipe(z.email("Enter an e-mail address like name@example.com")),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{6,28}$/, "Enter a phone number of digits, spaces and an optional leading +, e.g. +45 31 42 56 78"),
  address: z.object({
    street: required("Enter the street"),
    postalCode: required("Enter the postal code", 20),
    city: required("Enter the city", 80),
    country: required("Enter the country", 80),
  }),
  messagingUrl: webLink("Enter the messaging link as a full address, e.g. https://wa.me/4531425678"),
  socialLinks: z
    .array(z.object({ label: required("Give the link a name, e.g. Instagram", 40), url: webLink("Enter the full address, starting with https://") }))
    .max(SOCIAL_ROWS),
  schedulingUrl: webLink("Enter the scheduling link as a full address, or leave it empty").or(z.literal("")),
  subscriptionAppPricingUrl: webLink("Enter the app's pricing page as a full address starting with https://"),
  beginnerVocalsPaymentUrl: webLink("Enter the payment link as a full address starting with https://"),
  programmeRuns: programmeRunsSchema,
});

export type SettingsFormData = z.infer<typeof settingsFormSchema>;
export type EditableProfile = Omit<SettingsFormData, "programmeRuns">;

/** The profile fields this form edits (the booking settings and the slug are not among them). */
export const EDITABLE_PROFILE_FIELDS = [
  "name",
  "businessName",
  "tagline",
  "taglineDa",
  "email",
  "phone",
  "address",
  "messagingUrl",
  "socialLinks",
  "schedulingUrl",
  "subscriptionAppPricingUrl",
  "beginnerVocalsPaymentUrl",
] as const satisfies readonly (keyof SiteProfile & keyof EditableProfile)[];

export type SettingsParse = { ok: true; data: SettingsFormData } | { ok: false; fieldErrors: Record<string, string> };

/** Reads the flat form into the schema's shape and checks it; errors are keyed by the field's name. */
export function parseSettingsForm(values: Record<string, string>): SettingsParse {
  const get = (name: string) => (values[name] ?? "").trim();
  const socialRows: number[] = [];
  for (let row = 0; row < SOCIAL_ROWS; row++) {
    if (values[socialField(row, "remove")] === "on") continue;
    if (get(socialField(row, "label")) || get(socialField(row, "url"))) socialRows.push(row);
  }
  const runRowsOf: Record<string, number[]> = {};
  for (const programme of PROGRAMMES) {
    runRowsOf[programme] = [];
    for (let row = 0; row < MAX_RUNS; row++) {
      if (values[runField(programme, row, "remove")] === "on") continue;
      const parts = (["start", "end", "label", "applicationDeadline"] as const).map((part) => get(runField(programme, row, part)));
      if (parts.some(Boolean)) runRowsOf[programme]!.push(row);
    }
  }
  const input = {
    name: get("name"),
    businessName: get("businessName"),
    tagline: get("tagline"),
    taglineDa: get("taglineDa"),
    email: get("email"),
    phone: get("phone"),
    address: Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, get(`address.${key}`)])),
    messagingUrl: get("messagingUrl"),
    socialLinks: socialRows.map((row) => ({ label: get(socialField(row, "label")), url: get(socialField(row, "url")) })),
    schedulingUrl: get("schedulingUrl"),
    subscriptionAppPricingUrl: get("subscriptionAppPricingUrl"),
    beginnerVocalsPaymentUrl: get("beginnerVocalsPaymentUrl"),
    programmeRuns: Object.fromEntries(
      PROGRAMMES.map((programme) => [
        programme,
        runRowsOf[programme]!.map((row) => ({
          start: get(runField(programme, row, "start")),
          end: get(runField(programme, row, "end")),
          label: get(runField(programme, row, "label")),
          applicationDeadline: get(runField(programme, row, "applicationDeadline")),
        })),
      ]),
    ),
  };
  const parsed = settingsFormSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, second, third, fourth] = issue.path.map(String);
    let name: string;
    if (head === "address") name = `address.${second}`;
    else if (head === "socialLinks" && second !== undefined && third) name = socialField(socialRows[Number(second)]!, third as "label" | "url");
    else if (head === "programmeRuns" && second && third !== undefined && fourth)
      name = runField(second, runRowsOf[second]![Number(third)]!, fourth as "start");
    else if (head === "programmeRuns" && second) name = `runs-${second}`;
    else name = head ?? "form";
    fieldErrors[name] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
