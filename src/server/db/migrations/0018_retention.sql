-- Retention (src/server/retention/sweep.ts). A request's history records when its resume was deleted, as an entry of
-- its own kind: the moves, assignments and routing entries are 'change'. At most one such entry per request, whatever
-- the number of sweeps running at once.
ALTER TABLE "referral_request_events" ADD COLUMN "kind" text DEFAULT 'change' NOT NULL;
--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_kind_check"
  CHECK ("kind" in ('change', 'resume-deleted'));
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_request_events_resume_deleted_unique" ON "referral_request_events" ("referral_request_id")
  WHERE "kind" = 'resume-deleted';
--> statement-breakpoint
-- A sent mail's body is deleted (emptied) some days after sending, as it may hold a private link; and when, for admins.
ALTER TABLE "mail_outbox" ADD COLUMN "text_deleted_at" timestamp with time zone;
