CREATE INDEX "requirements_child_idx" ON "requirements" USING btree ("child_id") WHERE "requirements"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "connection_requests_child_idx" ON "connection_requests" USING btree ("child_id") WHERE "connection_requests"."child_id" is not null;--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by") WHERE "reports"."resolved_by" is not null;--> statement-breakpoint
CREATE INDEX "support_messages_replied_by_idx" ON "support_messages" USING btree ("replied_by") WHERE "support_messages"."replied_by" is not null;--> statement-breakpoint
CREATE INDEX "kyc_submissions_reviewed_by_idx" ON "kyc_submissions" USING btree ("reviewed_by") WHERE "kyc_submissions"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id") WHERE "admin_audit_log"."admin_id" is not null;--> statement-breakpoint
CREATE INDEX "guardian_consents_withdrawn_by_idx" ON "guardian_consents" USING btree ("withdrawn_by") WHERE "guardian_consents"."withdrawn_by" is not null;--> statement-breakpoint
CREATE INDEX "notification_outbox_user_idx" ON "notification_outbox" USING btree ("user_id");