DROP INDEX "reports_open_idx";--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_resolved_idx" ON "reports" USING btree ("resolved_at","id") WHERE "reports"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_created_user_idx" ON "support_messages" USING btree ("created_at","user_id");