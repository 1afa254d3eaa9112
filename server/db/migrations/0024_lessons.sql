CREATE TYPE "public"."lesson_mode" AS ENUM('student_home', 'tutor_home', 'online');--> statement-breakpoint
CREATE TYPE "public"."lesson_outcome" AS ENUM('happened', 'not_happened');--> statement-breakpoint
CREATE TYPE "public"."lesson_side" AS ENUM('teacher', 'family');--> statement-breakpoint
CREATE TYPE "public"."lesson_status" AS ENUM('requested', 'proposed', 'accepted', 'declined', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'lesson_update';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'lesson_reminder';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'lesson_update';--> statement-breakpoint
ALTER TYPE "public"."notification_event" ADD VALUE 'lesson_reminder';--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"teacher_id" uuid NOT NULL,
	"day" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "availability_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"modes" "lesson_mode"[] NOT NULL,
	CONSTRAINT "availability_ranges_weekday" CHECK ("availability_ranges"."weekday" between 1 and 7),
	CONSTRAINT "availability_ranges_minutes" CHECK ("availability_ranges"."start_minute" >= 0 and "availability_ranges"."end_minute" <= 1440 and "availability_ranges"."end_minute" > "availability_ranges"."start_minute")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"booked_by_id" uuid NOT NULL,
	"child_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" "lesson_mode" NOT NULL,
	"status" "lesson_status" DEFAULT 'requested' NOT NULL,
	"awaiting" "lesson_side",
	"is_free_demo" boolean DEFAULT false NOT NULL,
	"note" text,
	"address" text,
	"reason" text,
	"cancelled_by" "lesson_side",
	"teacher_outcome" "lesson_outcome",
	"family_outcome" "lesson_outcome",
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_ends_after_start" CHECK ("lessons"."ends_at" > "lessons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "teacher_availability_settings" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"lesson_lengths" smallint[] DEFAULT '{60}'::smallint[] NOT NULL,
	"first_lesson_free" boolean DEFAULT true NOT NULL,
	"meeting_link" text,
	"teaching_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_ranges" ADD CONSTRAINT "availability_ranges_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_availability_settings" ADD CONSTRAINT "teacher_availability_settings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_exceptions_teacher_day_unique" ON "availability_exceptions" USING btree ("teacher_id","day");--> statement-breakpoint
CREATE INDEX "availability_ranges_teacher_idx" ON "availability_ranges" USING btree ("teacher_id","weekday");--> statement-breakpoint
CREATE INDEX "lessons_teacher_starts_idx" ON "lessons" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_booked_by_starts_idx" ON "lessons" USING btree ("booked_by_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_child_starts_idx" ON "lessons" USING btree ("child_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_reminder_due_idx" ON "lessons" USING btree ("starts_at") WHERE "lessons"."status" = 'accepted' and "lessons"."reminder_sent_at" is null;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Two lessons of one teacher that hold their time (requested, proposed, accepted) never overlap: enforced by the
-- database, so two families booking one slot at the same moment on two instances leave exactly one.
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_teacher_no_overlap" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('requested', 'proposed', 'accepted'));
