import { BUSINESS_TIME_ZONE } from "./time-zone";

/**
 * What a private session's checkout line says it is, in the coach's zone and named so a buyer
 * abroad knows whose clock it is: "Thursday 3 December 2026, 14:00–15:00 (60 min), Copenhagen time".
 */
export function sessionLineDescription(startsAt: Date, endsAt: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(startsAt);
  const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  return `${day.replace(/,/g, "")}, ${clockTime(startsAt, timeZone)}–${clockTime(endsAt, timeZone)} (${minutes} min), ${zoneCity(timeZone)} time`;
}

/** "14:32" in the zone: the hold's end as the page and the cancel notice say it. */
export function clockTime(at: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

/** "Europe/Copenhagen" → "Copenhagen". */
function zoneCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");
}
