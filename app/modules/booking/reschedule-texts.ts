/** Why a reschedule link no longer works (decision 031). */
export type DeadLink = "not-found" | "used" | "expired" | "changed";

/** What the client's page says for a dead link (the browser shows these: no server code here). */
export const DEAD_LINK_TEXTS: Record<DeadLink, string> = {
  "not-found": "We could not find this link. Perhaps it was not copied in full.",
  used: "A new time has already been chosen with this link. The booking with its calendar update is in your e-mail.",
  expired: "This link has expired. Your booking stays as it was; reply to our e-mail if you still need another time.",
  changed: "This link no longer works: the booking has changed since it was sent. The latest e-mail from us has the booking as it stands.",
};
