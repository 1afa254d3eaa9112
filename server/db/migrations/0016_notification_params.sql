-- The variable parts of a notice ({ name } for a request answer, { reason } for a KYC rejection, {} otherwise), so the
-- web words it in the user's language; title and body keep the English text for API clients.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Notices stored before this column: their variable part is read back from the English body the server wrote. The kind
-- is compared as text: on a new database every migration runs in one transaction, where the enum values added by 0011
-- may not be named yet.
UPDATE "notifications" SET "params" = jsonb_build_object('name', substring("body" from '^(.*) accepted your connection request\. You can start chatting now\.$'))
  WHERE "kind"::text = 'request_accepted' AND "body" ~ '^(.*) accepted your connection request\. You can start chatting now\.$';--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('name', substring("body" from '^(.*) declined your connection request\.$'))
  WHERE "kind"::text = 'request_rejected' AND "body" ~ '^(.*) declined your connection request\.$';--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('reason', substring("body" from '^Reason: (.*)\. You can submit your documents again from your dashboard\.$'))
  WHERE "kind"::text = 'kyc_rejected' AND "body" ~ '^Reason: (.*)\. You can submit your documents again from your dashboard\.$';
