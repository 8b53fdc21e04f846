/**
 * The programme facts (docs/rules.md, "Programmes"), in one place. Prices are not here: they come
 * from the catalogue (the courses table), the single source of every displayed price.
 */
export const voiceElevatedFacts = {
  courseId: "voice-elevated",
  weekends: 4,
  weeks: 4,
  hours: 64,
  days: 8,
  dayStart: "09:00",
  dayEnd: "17:00",
  maxParticipants: 10,
  launch: { year: 2025, month: 10 },
} as const;

export const celebrityRetreatFacts = {
  courseId: "celebrity-vocal-experience",
  days: 5,
  places: 10,
  startDate: "2026-01-14",
  endDate: "2026-01-18",
} as const;

export const privateCoachingFacts = {
  courseId: "private-coaching",
  sessionMinutes: 60,
} as const;

export const consultationFacts = {
  minutes: 30,
  free: true,
} as const;

/** Applications are answered within this many working days. */
export const applicationReviewDays = "2-3";

export const applicationPaths = {
  voiceElevated: "/voice-elevated-application",
  celebrity: "/celebrity-application",
} as const;

const MONTHS = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  da: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
} as const;

/** A date range within one month as people write it: "14-18 January 2026", "14.-18. januar 2026". */
export function dateRangeText(startIso: string, endIso: string, lang: "da" | "en"): string {
  const [year, month, startDay] = startIso.split("-").map(Number) as [number, number, number];
  const endDay = Number(endIso.split("-")[2]);
  const monthName = MONTHS[lang][month - 1];
  return lang === "da" ? `${startDay}.-${endDay}. ${monthName} ${year}` : `${startDay}-${endDay} ${monthName} ${year}`;
}

export function monthYearText(date: { year: number; month: number }, lang: "da" | "en"): string {
  return `${MONTHS[lang][date.month - 1]} ${date.year}`;
}

export const retreatDatesText = (lang: "da" | "en") => dateRangeText(celebrityRetreatFacts.startDate, celebrityRetreatFacts.endDate, lang);

/** A messaging link's name, from where it points. */
export function messagingLabel(url: string): string {
  const host = new URL(url).hostname;
  if (/(^|\.)wa\.me$|whatsapp/.test(host)) return "WhatsApp";
  if (/(^|\.)m\.me$|messenger/.test(host)) return "Messenger";
  if (/(^|\.)t\.me$|telegram/.test(host)) return "Telegram";
  if (/signal/.test(host)) return "Signal";
  return "Messages";
}
