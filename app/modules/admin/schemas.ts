import { z } from "zod";

/** The Students tab's forms; each carries its intent, and the gift its idempotency key. */
export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId: z.string().min(1).max(100),
  role: z.enum(["admin", "student"]),
});

export const giveCourseSchema = z.object({
  intent: z.literal("give-course"),
  courseId: z.string().min(1, "Choose a course to give.").max(100),
  key: z.string().uuid(),
});

export const takeBackCourseSchema = z.object({
  intent: z.literal("take-back-course"),
  orderId: z.string().min(1).max(100),
});

export const studentFormSchema = z.discriminatedUnion("intent", [changeRoleSchema, giveCourseSchema, takeBackCourseSchema]);
export type StudentForm = z.infer<typeof studentFormSchema>;
