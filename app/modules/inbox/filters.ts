/**
 * The inbox lists' filters as they travel in the URL (decision 034): parsed leniently, so a
 * hand-edited or stale link shows the default list instead of an error, and written back the
 * same way for paging and export links.
 */

/** Which messages: the inbox (everything not archived), only the unread ones, or the archive. */
export const INBOX_SHOWS = ["inbox", "unread", "archived"] as const;
export type InboxShow = (typeof INBOX_SHOWS)[number];
/** Contact messages, stories, or both. */
export const INBOX_KINDS = ["all", "message", "story"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export type ItemKind = Exclude<InboxKind, "all">;

export interface InboxFilter {
  show: InboxShow;
  kind: InboxKind;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

export function isItemKind(value: unknown): value is ItemKind {
  return value === "message" || value === "story";
}

export function parseInboxFilter(search: URLSearchParams): InboxFilter {
  return { show: oneOf(INBOX_SHOWS, search.get("show"), "inbox"), kind: oneOf(INBOX_KINDS, search.get("kind"), "all") };
}

export const SUBSCRIBER_STATES = ["all", "pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStateFilter = (typeof SUBSCRIBER_STATES)[number];

export interface SubscriberFilter {
  status: SubscriberStateFilter;
  /** The start of an e-mail address, lower-cased; "" for everyone. */
  q: string;
}

export function parseSubscriberFilter(search: URLSearchParams): SubscriberFilter {
  return { status: oneOf(SUBSCRIBER_STATES, search.get("status"), "all"), q: (search.get("q") ?? "").trim().toLowerCase().slice(0, 254) };
}

/** The outbox's states (app/db/schema/mail.ts): "waiting" is "pending", the mail the worker has still to deliver. */
export const OUTBOX_STATES = ["all", "pending", "sent", "failed", "local"] as const;
export type OutboxStateFilter = (typeof OUTBOX_STATES)[number];

export interface OutboxFilter {
  status: OutboxStateFilter;
  /** The start of a recipient's address, lower-cased; "" for everyone. */
  q: string;
}

export function parseOutboxFilter(search: URLSearchParams): OutboxFilter {
  return { status: oneOf(OUTBOX_STATES, search.get("status"), "all"), q: (search.get("q") ?? "").trim().toLowerCase().slice(0, 254) };
}

/**
 * A filter as a query string, defaults left out (so the plain list has the plain URL), plus
 * a page cursor when given: `?kind=story&after=…`, or "" for the default list.
 */
export function filterQuery(filter: object, defaults: object, extra: Record<string, string | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === "string" && value !== "" && value !== (defaults as Record<string, unknown>)[key]) search.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const INBOX_DEFAULTS: InboxFilter = { show: "inbox", kind: "all" };
export const SUBSCRIBER_DEFAULTS: SubscriberFilter = { status: "all", q: "" };
export const OUTBOX_DEFAULTS: OutboxFilter = { status: "all", q: "" };

/** A message's read state from its status column: "new" is unread; "read" and "archived" have been opened. */
export type ItemStatus = "new" | "read" | "archived";

/** The status after the coach's action; null when the action changes nothing. */
export function nextStatus(current: string, action: "open" | "mark-unread" | "archive" | "unarchive"): ItemStatus | null {
  switch (action) {
    case "open":
      return current === "new" ? "read" : null;
    case "mark-unread":
      return current === "new" ? null : "new";
    case "archive":
      return current === "archived" ? null : "archived";
    case "unarchive":
      return current === "archived" ? "read" : null;
  }
}

/** "Re: …" once, however often the thread goes back and forth. */
export function replySubject(subject: string): string {
  const clean = subject.replace(/\s+/g, " ").trim();
  return /^re:/i.test(clean) ? clean : `Re: ${clean}`;
}
