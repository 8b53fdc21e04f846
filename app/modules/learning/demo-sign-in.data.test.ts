import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { createTestAuth } from "../../../tests/support/auth";
import type { DatabaseHandle } from "~/db/client.server";
import { session, user } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { DEMO_STUDENT } from "./seed-data.server";
import { disableDemoStudent, seedDemoStudent } from "./seed.server";

let handle: DatabaseHandle;
let auth: Auth;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  auth = createTestAuth(handle.db);
});
afterAll(() => handle.close());

const signIn = () => auth.api.signInEmail({ body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password } });

describe("the demo student on a database that once had demo content", () => {
  it("cannot sign in once a start has demo content off, and its sessions end; demo content on again lets it in", async () => {
    await seedDemoStudent(auth, handle.db);
    expect((await signIn()).token).toBeTruthy();
    const [demo] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_STUDENT.email));
    expect(await handle.db.select().from(session).where(eq(session.userId, demo!.id))).toHaveLength(1);

    // A start with demo content off (the database moved to a public site, or restored there).
    expect(await disableDemoStudent(handle.db)).toBe(true);
    await expect(signIn()).rejects.toThrow();
    expect(await handle.db.select().from(session).where(eq(session.userId, demo!.id))).toHaveLength(0);
    expect(await disableDemoStudent(handle.db)).toBe(false);

    await seedDemoStudent(auth, handle.db);
    expect((await signIn()).token).toBeTruthy();
  });
});
