ALTER TYPE "public"."user_type" ADD VALUE 'parent';--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"class" text NOT NULL,
	"school_name" text,
	"birth_date" date,
	"age_band" text,
	"student_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_age_band_known" CHECK ("children"."age_band" is null or "children"."age_band" in ('under_13', '13_15', '16_17'))
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_user_id" uuid,
	"child_id" uuid,
	"guardian_email" text NOT NULL,
	"guardian_user_id" uuid,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"purpose" text DEFAULT 'tutoring_marketplace' NOT NULL,
	"verification_method" text,
	"evidence" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "guardian_consents_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guardian_consents_status_known" CHECK ("guardian_consents"."status" in ('pending', 'granted', 'withdrawn'))
);
--> statement-breakpoint
DROP INDEX "requirements_user_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "adult_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_consent" text;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_guardian_idx" ON "children" USING btree ("guardian_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "children_student_user_unique" ON "children" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_verifications_expires_idx" ON "email_verifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guardian_consents_student_idx" ON "guardian_consents" USING btree ("student_user_id","requested_at");--> statement-breakpoint
CREATE INDEX "guardian_consents_child_idx" ON "guardian_consents" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "guardian_consents_guardian_idx" ON "guardian_consents" USING btree ("guardian_user_id");--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_user_child_unique" ON "requirements" USING btree ("user_id",coalesce("child_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guardian_consent_known" CHECK ("users"."guardian_consent" is null or "users"."guardian_consent" in ('pending', 'granted', 'withdrawn'));--> statement-breakpoint
-- Accounts that existed before addresses were verified keep working: their address is taken as verified.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;--> statement-breakpoint
-- GET /api/auth/me shows these too (migration 0014): announce their changes like the others.
CREATE TRIGGER "users_family_fields_changed" AFTER UPDATE OF "email_verified_at", "birth_date", "adult_declared_at", "guardian_consent", "banned_at" ON "users"
  FOR EACH ROW
  WHEN (OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at OR OLD.birth_date IS DISTINCT FROM NEW.birth_date
        OR OLD.adult_declared_at IS DISTINCT FROM NEW.adult_declared_at OR OLD.guardian_consent IS DISTINCT FROM NEW.guardian_consent
        OR OLD.banned_at IS DISTINCT FROM NEW.banned_at)
  EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_children_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('account_changed', NEW.guardian_id::text);
  ELSE
    PERFORM pg_notify('account_changed', OLD.guardian_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "children_account_changed" AFTER INSERT OR UPDATE OR DELETE ON "children"
  FOR EACH ROW EXECUTE FUNCTION "notify_children_changed"();
