-- Issue 23, inboxes: the coach's replies to contact messages and stories, each kept with the
-- message and linked to the outbox row that carries it; the idempotency key makes a double
-- submit one reply and one e-mail. Read/unread/archived use the existing status column
-- ('new' | 'read' | 'archived'); the lists page by (created_at, id).
CREATE TABLE "inbox_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"outbox_id" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_item_kind_check" CHECK ("item_kind" IN ('message', 'story'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_replies_key_idx" ON "inbox_replies" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "inbox_replies_item_idx" ON "inbox_replies" USING btree ("item_kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "story_submissions_created_id_idx" ON "story_submissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");
