-- "Ask for changes" (src/shared/requestLifecycle.ts): a referrer asks the candidate, before deciding, for a revised
-- resume, a clearer message or a specific job; the request waits as 'changes_asked' until the candidate sends them
-- (it is then 'new' again) or the ask expires.
ALTER TABLE "referral_requests" DROP CONSTRAINT "referral_requests_status_known";--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_status_known" CHECK ("referral_requests"."status" in ('new', 'accepted', 'declined', 'referred', 'hired', 'withdrawn', 'changes_asked'));--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "changes_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
-- The expiry sweep's range: the asks still waiting, oldest first.
CREATE INDEX "referral_requests_changes_asked_idx" ON "referral_requests" USING btree ("changes_asked_at","id") WHERE "referral_requests"."status" = 'changes_asked';--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD COLUMN "changes_kind" text;--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_changes_kind_check" CHECK ("referral_request_events"."changes_kind" is null or "referral_request_events"."changes_kind" in ('resume', 'message', 'job'));--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" CHECK ("user_notifications"."kind" in ('request-received', 'request-moved', 'request-status', 'request-withdrawn', 'request-rated', 'request-taken-away', 'message-to-referrer', 'message-to-candidate', 'request-changes-asked', 'request-changes-sent', 'request-changes-expired', 'request-ask-expired'));--> statement-breakpoint
-- Each version a candidate replaced by sending changes: its message, job and resume as they were. Nothing is
-- overwritten; the request row holds the current version.
CREATE TABLE "request_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_request_id" integer NOT NULL REFERENCES "referral_requests"("id") ON DELETE cascade,
	"message" text NOT NULL,
	"job_title" text,
	"resume_file_name" text,
	"resume_mime_type" text,
	"resume_size" integer,
	"resume_data" bytea,
	"sent_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Resumes are stored as they came (as resumes.data since 0023): a download reads its slices without decompressing.
ALTER TABLE "request_versions" ALTER COLUMN "resume_data" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE INDEX "request_versions_request_idx" ON "request_versions" USING btree ("referral_request_id","id");
