ALTER TYPE "public"."notification_kind" ADD VALUE 'review_reminder';--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "fee_unit" text DEFAULT 'per_month' NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "public_id" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 10) NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "classes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "boards" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "teaching_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "kyc_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profiles_public_id_unique" ON "teacher_profiles" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_fee_unit_known" CHECK ("teacher_profiles"."fee_unit" in ('per_hour', 'per_day', 'per_month', 'per_subject'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_known" CHECK ("messages"."kind" in ('text', 'request', 'request_accepted')) NOT VALID;--> statement-breakpoint
ALTER TABLE "messages" VALIDATE CONSTRAINT "messages_kind_known";--> statement-breakpoint
-- Teachers approved before this column existed: the month of their (last) approved submission, else the profile's last change.
UPDATE "teacher_profiles" tp SET "kyc_approved_at" = coalesce(
  (SELECT max(k."reviewed_at") FROM "kyc_submissions" k WHERE k."teacher_id" = tp."user_id" AND k."status" = 'approved'),
  tp."updated_at")
WHERE tp."kyc_status" = 'approved';