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

/** SPEC.md's 'Upload New Lesson' (Lesson Title, Course, Content Type, Upload File, Description), plus publish now or keep as a draft. */
export const lessonSchema = z.object({
  title: z.string().trim().min(1, "Enter the lesson's title.").max(120, "Keep the title under 120 characters."),
  courseId: z.string().min(1, "Select a course.").max(100),
  contentType: z.enum(["video", "audio"], { message: "Choose Video or Audio Only." }),
  description: z.string().trim().max(2000, "Keep the description under 2,000 characters.").default(""),
  uploadId: z.string().min(1, "Upload the lesson's file first, and wait until it says Ready.").max(200),
  publish: z.enum(["on"]).optional(),
});
export type LessonInput = z.infer<typeof lessonSchema>;

export const lessonChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), moduleId: z.string().min(1).max(100), published: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), moduleId: z.string().min(1).max(100), direction: z.enum(["up", "down"]) }),
]);
