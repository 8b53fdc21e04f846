-- Today counts unread messages and stories, newest first, up to a cap: an index of the unread ones each.
CREATE INDEX "contact_messages_new_idx" ON "contact_messages" USING btree ("created_at") WHERE "status" = 'new';--> statement-breakpoint
CREATE INDEX "story_submissions_new_idx" ON "story_submissions" USING btree ("created_at") WHERE "status" = 'new';
