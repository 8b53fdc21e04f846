import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { WAITING_CAP } from "~/db/capped-count.server";
import { contactMessages, outbox, storySubmissions } from "~/db/schema";
import { waitingForStaff } from "./waiting.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const countOf = (items: { to: string; one: string; count: number }[], one: string) => items.find((item) => item.one === one)?.count;

describe("Today's waiting for you", () => {
  it("counts what came in and what failed, links each to its screen, and shows the assistant no orders", async () => {
    expect((await waitingForStaff(handle.db, "admin")).every((item) => item.count === 0)).toBe(true);

    await handle.db.insert(contactMessages).values([
      { id: "m1", name: "Ida", email: "ida@example.dk", message: "Hello", source: "contact-page", fingerprint: "f1" },
      { id: "m2", name: "Ole", email: "ole@example.dk", message: "Read already", source: "contact-page", fingerprint: "f2", status: "read" },
    ]);
    await handle.db.insert(storySubmissions).values({
      id: "s1",
      name: "Ida",
      email: "ida@example.dk",
      topic: "Breathing",
      article: "My story",
      pdfKey: "magazine-pdfs/a.pdf",
      pdfName: "story.pdf",
      pdfSize: 2048,
      fingerprint: "g1",
    });
    await handle.db
      .insert(outbox)
      .values({ id: "o1", kind: "contact", to: "ida@example.dk", subject: "Hi", text: "Hi", html: "", status: "failed", lastError: "refused" });

    const coach = await waitingForStaff(handle.db, "admin");
    expect(countOf(coach, "unread message")).toBe(1);
    expect(countOf(coach, "unread story")).toBe(1);
    expect(countOf(coach, "mail could not be delivered")).toBe(1);
    expect(coach.find((item) => item.one === "mail could not be delivered")).toMatchObject({ to: "/admin/outbox?status=failed", alarm: true });
    expect(countOf(coach, "refund failed")).toBe(0);

    const assistant = await waitingForStaff(handle.db, "assistant");
    expect(countOf(assistant, "unread message")).toBe(1);
    expect(assistant.some((item) => item.to.startsWith("/admin/orders") || item.to.startsWith("/admin/print-on-demand"))).toBe(false);
  });

  it("stops counting at the cap: a backlog costs what a handful does", async () => {
    await handle.db.insert(contactMessages).values(
      Array.from({ length: WAITING_CAP + 20 }, (_, i) => ({
        id: `bulk-${i}`,
        name: "N",
        email: `n${i}@example.dk`,
        message: "Hi",
        source: "contact-page",
        fingerprint: `b${i}`,
      })),
    );
    const items = await waitingForStaff(handle.db, "admin");
    expect(items.find((item) => item.one === "unread message")).toMatchObject({ count: WAITING_CAP, atLeast: true });
    expect(items.find((item) => item.one === "unread story")?.atLeast).toBeUndefined();
  });
});
