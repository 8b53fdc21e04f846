import type { Programme } from "./schemas";

/**
 * An application's review (docs/rules.md, "Back office"): it arrives new; the coach may mark it
 * as being reviewed, and accepts or declines it (from new too: a clear case needs no second step).
 * Accepted and declined are final: the applicant has had the e-mail that says so.
 */
export const APPLICATION_STATUSES = ["new", "reviewing", "accepted", "declined"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ["reviewing", "accepted", "declined"],
  reviewing: ["accepted", "declined"],
  accepted: [],
  declined: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

export function canMoveApplication(from: string, to: ApplicationStatus): boolean {
  return isApplicationStatus(from) && APPLICATION_MOVES[from].includes(to);
}

/**
 * What a status change asked for (with the status the coach saw) does against the status the
 * row has now: apply it, nothing (it is already done: a second click), or refuse it (someone
 * changed it meanwhile, or the move is not allowed).
 */
export type MoveDecision = { kind: "apply" } | { kind: "already" } | { kind: "changed"; now: ApplicationStatus } | { kind: "illegal" };

export function decideMove(input: { current: ApplicationStatus; seen: ApplicationStatus; to: ApplicationStatus }): MoveDecision {
  const { current, seen, to } = input;
  if (current === to) return { kind: "already" };
  if (current !== seen) return { kind: "changed", now: current };
  return canMoveApplication(current, to) ? { kind: "apply" } : { kind: "illegal" };
}

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  reviewing: "Reviewing",
  accepted: "Accepted",
  declined: "Declined",
};

export const PROGRAMMES: readonly Programme[] = ["voice-elevated", "celebrity-vocal-experience"];

export const PROGRAMME_TITLES: Record<Programme, string> = {
  "voice-elevated": "Voice Elevated",
  "celebrity-vocal-experience": "Celebrity Vocal Experience",
};

export function isProgramme(value: unknown): value is Programme {
  return (PROGRAMMES as readonly unknown[]).includes(value);
}

/** The language the applicant wrote in, and is written to in: Danish for Voice Elevated, English for the Celebrity retreat. */
export function applicationLanguage(programme: Programme): "da" | "en" {
  return programme === "voice-elevated" ? "da" : "en";
}
