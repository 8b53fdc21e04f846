import { z } from "zod";
import { clientMessageField as clientMessage, staffDateTimeField } from "~/modules/forms/staff-fields";
import { parseAmount } from "~/modules/orders/money";

export { parseAmount };

/** The Students tab's forms; each carries its intent, and the gift its idempotency key. */
export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId: z.string().min(1).max(100),
  role: z.enum(["admin", "assistant", "student"]),
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

const lessonTitle = z.string().trim().min(1, "Enter the lesson's title.").max(120, "Keep the title under 120 characters.");
const lessonDescription = z.string().trim().max(2000, "Keep the description under 2,000 characters.").default("");

/** SPEC.md's 'Upload New Lesson' (Lesson Title, Course, Content Type, Upload File, Description), plus publish now or keep as a draft. */
export const lessonSchema = z.object({
  title: lessonTitle,
  courseId: z.string().min(1, "Select a course.").max(100),
  contentType: z.enum(["video", "audio"], { message: "Choose Video or Audio Only." }),
  description: lessonDescription,
  uploadId: z.string().min(1, "Upload the lesson's file first, and wait until it says Ready.").max(200),
  publish: z.enum(["on"]).optional(),
});
export type LessonInput = z.infer<typeof lessonSchema>;

/** A lesson's own page: its texts, and the resources (a PDF or audio) attached to it. */
export const lessonPageSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), title: lessonTitle, description: lessonDescription }),
  z.object({
    intent: z.literal("attach"),
    title: z.string().trim().min(1, "Name the resource as students will see it.").max(120, "Keep the name under 120 characters."),
    uploadId: z.string().min(1, "Upload the file first, and wait until it says Ready.").max(200),
  }),
  z.object({ intent: z.literal("detach"), materialId: z.string().min(1).max(100) }),
]);
export type LessonPageForm = z.infer<typeof lessonPageSchema>;

export const lessonChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), moduleId: z.string().min(1).max(100), published: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("move"), moduleId: z.string().min(1).max(100), direction: z.enum(["up", "down"]) }),
]);

const amountField = z
  .string()
  .trim()
  .min(1, "Enter a price, such as 99.99.")
  .transform((text, ctx) => {
    const amount = parseAmount(text);
    if (amount === null) ctx.addIssue({ code: "custom", message: "Enter a price as a number, such as 99.99." });
    return amount ?? 0;
  });

/** SPEC.md's 'Create New Course': Course Title, Description, Price ($). */
export const createCourseSchema = z.object({
  title: z.string().trim().min(1, "Enter the course title.").max(120, "Keep the title under 120 characters."),
  description: z.string().trim().min(1, "Describe the course in a sentence or two.").max(5000, "Keep the description under 5,000 characters."),
  price: amountField,
});

/** The course editor: texts, what the buyer gets (one line each), prices per currency and plan, published. */
export const editCourseSchema = z.object({
  title: z.string().trim().min(1, "Enter the course title.").max(120, "Keep the title under 120 characters."),
  subtitle: z.string().trim().max(200, "Keep the subtitle under 200 characters."),
  description: z.string().trim().min(1, "Describe the course in a sentence or two.").max(5000, "Keep the description under 5,000 characters."),
  includes: z.string().max(4000),
  priceNote: z.string().trim().max(60, "Keep the price note under 60 characters."),
  published: z.enum(["on"]).optional(),
});

/** SPEC.md's 'Add New Workbook' (Workbook Title, Description; the PDF File and Cover Image are checked apart), and the editor's published. */
export const workbookSchema = z.object({
  title: z.string().trim().min(1, "Enter the workbook's title.").max(120, "Keep the title under 120 characters."),
  description: z.string().trim().min(1, "Describe the workbook in a sentence or two.").max(2000, "Keep the description under 2,000 characters."),
  published: z.enum(["on"]).optional(),
});

/**
 * The calendar's forms: 'Cancel booking' (an optional message to the client and the refund the
 * coach chose, as typed) and 'Move booking' (the new start on Copenhagen's clock, as typed).
 */
export const calendarFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), bookingId: z.string().min(1).max(100), message: clientMessage, refund: z.string().trim().max(20).default("") }),
  z.object({
    intent: z.literal("move"),
    bookingId: z.string().min(1).max(100),
    message: clientMessage,
    startsAt: staffDateTimeField("Enter the new date and time."),
  }),
  z.object({ intent: z.literal("no-show"), bookingId: z.string().min(1).max(100), noShow: z.enum(["true", "false"]) }),
]);
