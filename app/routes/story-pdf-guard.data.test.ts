import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { storySubmissions, user } from "~/db/schema";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { loader } from "./admin.messages.$kind.$id_.pdf";

// A story's PDF opens through a guarded route only (decision 034): the route as the router
// calls it, for a visitor, a student, an assistant and the coach.

const flows = accountsInProcess();
const { state, context, settle, signUp, sessionCookie } = flows;
const PDF = new TextEncoder().encode("%PDF-1.4\n% a story\n%%EOF\n");

const open = (cookie?: string, id = "s-pdf") =>
  settle(() =>
    loader({
      request: new Request(`https://studio.test/admin/messages/story/${id}/pdf`, { headers: cookie ? { Cookie: cookie } : {} }),
      params: { kind: "story", id },
      context: context(),
    } as never),
  );

async function personWithRole(email: string, role: "student" | "assistant" | "admin") {
  await signUp(email, "a long enough passphrase", "Someone");
  await state.handle.db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  return sessionCookie(email, "a long enough passphrase");
}

describe("a story's PDF", () => {
  it("refuses visitors and students, and opens for staff as a PDF that is never sniffed or cached", async () => {
    await fileStorage().put("magazine-pdfs/guard-test.pdf", PDF, "application/pdf");
    await state.handle.db.delete(storySubmissions);
    await state.handle.db.insert(storySubmissions).values({
      id: "s-pdf",
      name: "Ida Berg",
      email: "ida@example.dk",
      topic: "Breathing",
      article: "My story",
      pdfKey: "magazine-pdfs/guard-test.pdf",
      pdfName: "Min historie æ.pdf",
      pdfSize: PDF.byteLength,
      fingerprint: "guard",
    });

    const visitor = await open();
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);

    const student = await open(await personWithRole("student@example.dk", "student"));
    expect(student.status).toBe(403);

    for (const [email, role] of [
      ["assistant@example.dk", "assistant"],
      ["coach@example.dk", "admin"],
    ] as const) {
      const cookie = await personWithRole(email, role);
      const result = await loader({
        request: new Request("https://studio.test/admin/messages/story/s-pdf/pdf", { headers: { Cookie: cookie } }),
        params: { kind: "story", id: "s-pdf" },
        context: context(),
      } as never);
      expect(result).toBeInstanceOf(Response);
      const response = result as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toContain("no-store");
      expect(response.headers.get("Content-Disposition")).toContain("filename*=UTF-8''Min%20historie%20%C3%A6.pdf");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    }
    // A story without that id, or a contact message's id in its place: not found.
    expect((await open(await sessionCookie("coach@example.dk", "a long enough passphrase"), "missing")).status).toBe(404);
  });
});
