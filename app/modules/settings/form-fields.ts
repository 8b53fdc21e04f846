/**
 * The /admin/settings form's field names and rows (decision 036). The form is flat (it posts
 * without JavaScript), with a fixed number of rows for social links and for each programme's
 * runs: a blank row is no row, a row ticked "Remove" goes.
 */
import { MAX_RUNS, PROGRAMMES, type ProgrammeRuns } from "~/modules/programmes/runs";
import type { SiteProfile } from "~/modules/site/profile";

export const SOCIAL_ROWS = 6;
export const RUN_ROWS = 4;

type EditableProfile = Pick<
  SiteProfile,
  | "name"
  | "businessName"
  | "tagline"
  | "taglineDa"
  | "email"
  | "phone"
  | "address"
  | "messagingUrl"
  | "socialLinks"
  | "schedulingUrl"
  | "subscriptionAppPricingUrl"
  | "beginnerVocalsPaymentUrl"
>;

export const socialField = (row: number, part: "label" | "url" | "remove") => `social-${row}-${part}`;
export const runField = (programme: string, row: number, part: "start" | "end" | "label" | "applicationDeadline" | "remove") =>
  `run-${programme}-${row}-${part}`;
export const ADDRESS_FIELDS = ["street", "postalCode", "city", "country"] as const;

type Values = Record<string, string>;

/** The form's values from a profile and its runs (what the page shows first). */
export function settingsValues(profile: EditableProfile, runs: ProgrammeRuns): Values {
  const values: Values = {
    name: profile.name,
    businessName: profile.businessName,
    tagline: profile.tagline,
    taglineDa: profile.taglineDa ?? "",
    email: profile.email,
    phone: profile.phone,
    messagingUrl: profile.messagingUrl,
    schedulingUrl: profile.schedulingUrl,
    subscriptionAppPricingUrl: profile.subscriptionAppPricingUrl,
    beginnerVocalsPaymentUrl: profile.beginnerVocalsPaymentUrl,
  };
  for (const key of ADDRESS_FIELDS) values[`address.${key}`] = profile.address[key];
  profile.socialLinks.forEach((link, row) => {
    values[socialField(row, "label")] = link.label;
    values[socialField(row, "url")] = link.url;
  });
  for (const programme of PROGRAMMES) {
    runs[programme].forEach((run, row) => {
      values[runField(programme, row, "start")] = run.start;
      values[runField(programme, row, "end")] = run.end;
      values[runField(programme, row, "label")] = run.label;
      values[runField(programme, row, "applicationDeadline")] = run.applicationDeadline;
    });
  }
  return values;
}

/** How many run rows a programme's fieldset shows: every run, plus room for new ones. */
export function runRows(values: Values, programme: string): number {
  let used = 0;
  for (let row = 0; row < MAX_RUNS; row++) if (values[runField(programme, row, "start")] || values[runField(programme, row, "end")]) used = row + 1;
  return Math.min(MAX_RUNS, Math.max(RUN_ROWS, used + 2));
}
