-- Issue 23: an assistant runs the calendar and the inboxes; refunds, exports, settings and roles stay the coach's.
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("role" IN ('student', 'assistant', 'admin'));
