import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, orders, user } from "~/db/schema";
import { canAccessCourse } from "~/modules/accounts/access.server";
import { accountMessages } from "~/modules/accounts/messages";
import { setRole } from "~/modules/accounts/roles.server";
import { giveByHand, takeBackByHand } from "~/modules/orders/given-by-hand.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { StudentForm } from "./schemas";
import { TEACHING_KINDS } from "./students.server";

export type StudentActionResult = { ok: boolean; message: string; status: number };

const fail = (message: string, status = 409): StudentActionResult => ({ ok: false, message, status });

/** A role change, a course given by hand or taken back: decided here, recorded in the audit log. */
export async function runStudentAction(db: Database, actor: AuditActor, targetId: string, form: StudentForm): Promise<StudentActionResult> {
  if (form.intent === "change-role") return changeRole(db, actor, form.userId, form.role);
  if (form.intent === "give-course") return giveCourse(db, actor, targetId, form.courseId, form.key);
  return takeBackCourse(db, actor, targetId, form.orderId);
}

const ROLE_NAMES = { admin: "an admin", assistant: "an assistant", student: "a student" } as const;
const ROLE_CHANGED = { admin: "Promoted to admin.", assistant: "Now an assistant.", student: "Changed to student." } as const;

async function changeRole(db: Database, actor: AuditActor, targetId: string, role: keyof typeof ROLE_NAMES): Promise<StudentActionResult> {
  const outcome = await setRole(db, actor.id, targetId, role);
  if (!outcome.ok) {
    if (outcome.reason === "last-admin") return fail(accountMessages.lastAdmin);
    return fail(outcome.reason === "self" ? "You cannot change your own role." : "That account no longer exists.");
  }
  const [person] = await db.select({ name: user.name }).from(user).where(eq(user.id, targetId));
  await recordAudit(db, actor, {
    action: "role.changed",
    subjectType: "user",
    subjectId: targetId,
    summary: `${person?.name ?? "An account"} is now ${ROLE_NAMES[role]}.`,
    details: { role },
  });
  return { ok: true, message: ROLE_CHANGED[role], status: 200 };
}

async function giveCourse(db: Database, actor: AuditActor, targetId: string, courseId: string, key: string): Promise<StudentActionResult> {
  const [[person], [course]] = await Promise.all([
    db.select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, targetId)),
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.id, courseId), inArray(courses.kind, [...TEACHING_KINDS]))),
  ]);
  if (!person) return fail("That account no longer exists.", 404);
  if (!course) return fail("That course no longer exists.", 404);
  if (await canAccessCourse(db, person, course.id)) return fail(`${person.name} already has ${course.title}.`);
  return db.transaction(async (tx) => {
    const given = await giveByHand(tx, {
      userId: person.id,
      email: person.email,
      item: { itemId: course.id, name: course.title },
      currency: "DKK",
      idempotencyKey: key,
    });
    if (given.created) {
      await recordAudit(tx, actor, {
        action: "course.given",
        subjectType: "user",
        subjectId: person.id,
        summary: `Gave ${course.title} to ${person.name}.`,
        details: { courseId: course.id, orderId: given.orderId },
      });
    }
    return { ok: true, message: `${person.name} can now open ${course.title}.`, status: 200 };
  });
}

async function takeBackCourse(db: Database, actor: AuditActor, targetId: string, orderId: string): Promise<StudentActionResult> {
  const [order] = await db
    .select({ items: orders.items })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, targetId)));
  if (!order) return fail("That course was not given by hand to this student.", 404);
  return db.transaction(async (tx) => {
    if (!(await takeBackByHand(tx, orderId))) return fail("That course was already taken back, or was bought rather than given.");
    const [person] = await tx.select({ name: user.name }).from(user).where(eq(user.id, targetId));
    const title = order.items[0]?.name ?? "the course";
    await recordAudit(tx, actor, {
      action: "course.taken-back",
      subjectType: "user",
      subjectId: targetId,
      summary: `Took ${title} back from ${person?.name ?? "the student"}.`,
      details: { orderId },
    });
    return { ok: true, message: `${title} is closed to ${person?.name ?? "the student"} again.`, status: 200 };
  });
}
