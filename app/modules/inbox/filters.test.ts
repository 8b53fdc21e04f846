import { describe, expect, it } from "vitest";
import {
  filterQuery,
  INBOX_DEFAULTS,
  nextStatus,
  OUTBOX_DEFAULTS,
  parseInboxFilter,
  parseOutboxFilter,
  parseSubscriberFilter,
  replySubject,
  SUBSCRIBER_DEFAULTS,
} from "./filters";

const params = (query: string) => new URLSearchParams(query);

describe("the inbox lists' filters", () => {
  it("read known values and fall back to the default list for anything else", () => {
    expect(parseInboxFilter(params("show=unread&kind=story"))).toEqual({ show: "unread", kind: "story" });
    expect(parseInboxFilter(params("show=deleted&kind=<script>"))).toEqual(INBOX_DEFAULTS);
    expect(parseSubscriberFilter(params("status=confirmed&q=  Ida@Example.DK "))).toEqual({ status: "confirmed", q: "ida@example.dk" });
    expect(parseSubscriberFilter(params("status=everyone"))).toEqual(SUBSCRIBER_DEFAULTS);
    expect(parseOutboxFilter(params("status=failed"))).toEqual({ status: "failed", q: "" });
    expect(parseOutboxFilter(params(`q=${"a".repeat(400)}`)).q).toHaveLength(254);
  });

  it("write back only what differs from the default, plus the page cursor", () => {
    expect(filterQuery(INBOX_DEFAULTS, INBOX_DEFAULTS)).toBe("");
    expect(filterQuery({ show: "archived", kind: "all" }, INBOX_DEFAULTS)).toBe("?show=archived");
    expect(filterQuery({ status: "all", q: "ida@" }, OUTBOX_DEFAULTS, { after: "abc", before: null })).toBe("?q=ida%40&after=abc");
    // A round trip gives the same filter.
    const filter = { show: "unread", kind: "message" } as const;
    expect(parseInboxFilter(params(filterQuery(filter, INBOX_DEFAULTS).slice(1)))).toEqual(filter);
  });
});

describe("a message's read and archive state", () => {
  it("opening marks a new one read and leaves read and archived ones alone", () => {
    expect(nextStatus("new", "open")).toBe("read");
    expect(nextStatus("read", "open")).toBeNull();
    expect(nextStatus("archived", "open")).toBeNull();
  });
  it("mark unread, archive and unarchive change only what they name", () => {
    expect(nextStatus("read", "mark-unread")).toBe("new");
    expect(nextStatus("archived", "mark-unread")).toBe("new");
    expect(nextStatus("new", "mark-unread")).toBeNull();
    expect(nextStatus("new", "archive")).toBe("archived");
    expect(nextStatus("archived", "archive")).toBeNull();
    expect(nextStatus("archived", "unarchive")).toBe("read");
    expect(nextStatus("read", "unarchive")).toBeNull();
  });
});

describe("a reply's subject", () => {
  it("starts with Re: once", () => {
    expect(replySubject("Your message to Maja Holm Vocal Studio")).toBe("Re: Your message to Maja Holm Vocal Studio");
    expect(replySubject("RE:  Your story:\n breathing")).toBe("RE: Your story: breathing");
  });
});
