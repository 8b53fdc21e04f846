CREATE INDEX "applications_email_lower_idx" ON "applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "story_submissions_email_lower_idx" ON "story_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_live_ends_idx" ON "bookings" USING btree ("ends_at","starts_at") WHERE "bookings"."status" in ('held', 'pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_email_prefix_idx" ON "user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_prefix_idx" ON "user" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "verification_expires_idx" ON "verification" USING btree ("expires_at");