-- What happened after "referred" (src/shared/requestLifecycle.ts): the candidate's progress as three more statuses,
-- the day the referrer submitted the candidate in their company's system, when the request was referred (the
-- reminders count from it), and whether a hire is confirmed (only a confirmed hire counts as a successful referral).
ALTER TABLE "referral_requests" DROP CONSTRAINT "referral_requests_status_known";--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_status_known" CHECK ("referral_requests"."status" in ('new', 'accepted', 'declined', 'referred', 'hired', 'withdrawn', 'interviewing', 'offer', 'not_selected', 'changes_asked'));--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "submitted_on" date;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "hire_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "hire_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "outcome_reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Requests referred before this: referred when their history says so, and their hires confirmed as they were
-- counted. Reminders already past due are taken as sent, so an upgrade does not send a pile of late ones at once.
UPDATE "referral_requests" q SET "referred_at" = coalesce(
    (SELECT max(e."created_at") FROM "referral_request_events" e
      WHERE e."referral_request_id" = q."id" AND e."to_status" = 'referred'),
    q."created_at")
  WHERE q."status" IN ('referred', 'hired');--> statement-breakpoint
UPDATE "referral_requests" SET "hire_confirmed_at" = now() WHERE "status" = 'hired';--> statement-breakpoint
UPDATE "referral_requests" SET "outcome_reminders_sent" = CASE
    WHEN "referred_at" <= now() - interval '30 days' THEN 2
    WHEN "referred_at" <= now() - interval '14 days' THEN 1
    ELSE 0 END
  WHERE "status" = 'referred';--> statement-breakpoint
CREATE INDEX "referral_requests_outcome_reminders_idx" ON "referral_requests" USING btree ("referred_at","id") WHERE "referral_requests"."status" = 'referred' and "referral_requests"."outcome_reminders_sent" < 2;--> statement-breakpoint
CREATE INDEX "referral_requests_unconfirmed_hires_idx" ON "referral_requests" USING btree ("hire_marked_at","id") WHERE "referral_requests"."status" = 'hired' and "referral_requests"."hire_confirmed_at" is null;--> statement-breakpoint
-- The history's entries of a submission day, and of a hire the job queue confirmed.
ALTER TABLE "referral_request_events" ADD COLUMN "submitted_on" date;--> statement-breakpoint
ALTER TABLE "referral_request_events" DROP CONSTRAINT "referral_request_events_kind_check";--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_kind_check" CHECK ("referral_request_events"."kind" in ('change', 'resume-deleted', 'submitted', 'hire-confirmed'));--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" CHECK ("user_notifications"."kind" in ('request-received', 'request-moved', 'request-status', 'request-withdrawn', 'request-rated', 'request-taken-away', 'message-to-referrer', 'message-to-candidate', 'request-changes-asked', 'request-changes-sent', 'request-changes-expired', 'request-ask-expired', 'request-reported', 'outcome-reminder-to-referrer', 'outcome-reminder-to-candidate'));
