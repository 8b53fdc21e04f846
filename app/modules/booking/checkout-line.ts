import { BUSINESS_TIME_ZONE } from "~/modules/site/time-zone";
import { localeOf, type Language } from "~/lib/i18n/languages";

/**
 * What a private session's checkout line says it is, in the coach's zone and named so a buyer
 * abroad knows whose clock it is: "Thursday 3 December 2026, 14:00–15:00 (60 min), Copenhagen time";
 * in Danish (a booking begun on a Danish page) "torsdag den 3. december 2026, 14.00–15.00 (60 min), dansk tid".
 */
export function sessionLineDescription(startsAt: Date, endsAt: Date, timeZone = BUSINESS_TIME_ZONE, language: Language = "en"): string {
  const locale = localeOf(language);
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(startsAt);
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  const times = `${clockTime(startsAt, timeZone, language)}–${clockTime(endsAt, timeZone, language)} (${minutes} min)`;
  if (language === "da") return `${day.replace(/,/g, "")}, ${times}, ${timeZone === BUSINESS_TIME_ZONE ? "dansk tid" : `tid i ${zoneCity(timeZone)}`}`;
  return `${day.replace(/,/g, "")}, ${times}, ${zoneCity(timeZone)} time`;
}

/** "14:32" in the zone (Danish "14.32"): the hold's end as the page and the cancel notice say it. */
export function clockTime(at: Date, timeZone = BUSINESS_TIME_ZONE, language: Language = "en"): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

/** "Europe/Copenhagen" → "Copenhagen". */
function zoneCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
}
