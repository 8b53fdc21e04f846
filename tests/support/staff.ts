import type { Database } from "~/db/client.server";
import { user, type Role } from "~/db/schema";

/**
 * A person of the staff, stored (the refund functions read the role again, decision 065), as
 * the actor the cancel and block-out functions take.
 */
export async function staffActor(db: Database, role: Role = "admin", name = role === "admin" ? "Maria Coach" : "Anna Assistant") {
  const id = `${role}-${name.toLowerCase().replace(/\W+/g, "-")}`;
  await db
    .insert(user)
    .values({ id, name, email: `${id}@example.com`, emailVerified: true, role })
    .onConflictDoNothing();
  return { kind: "staff" as const, userId: id, name, role };
}
