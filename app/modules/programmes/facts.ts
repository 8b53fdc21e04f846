/**
 * The programme facts (docs/rules.md, "Programmes"), in one place. Prices are not here: they come
 * from the catalogue (the courses table), the single source of every displayed price. Nor are the
 * dates: they are the site settings' programme runs (runs.ts, decision 036).
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
} as const;

export const celebrityRetreatFacts = {
  courseId: "celebrity-vocal-experience",
  days: 5,
  places: 10,
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

/** A messaging link's name, from where it points. */
export function messagingLabel(url: string): string {
  const host = new URL(url).hostname;
  if (/(^|\.)wa\.me$|whatsapp/.test(host)) return "WhatsApp";
  if (/(^|\.)m\.me$|messenger/.test(host)) return "Messenger";
  if (/(^|\.)t\.me$|telegram/.test(host)) return "Telegram";
  if (/signal/.test(host)) return "Signal";
  return "Messages";
}
