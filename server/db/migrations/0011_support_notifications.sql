ALTER TYPE "public"."audit_action" ADD VALUE 'reply_support';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'close_support';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'support_reply';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'kyc_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'kyc_rejected';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'request_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'request_rejected';