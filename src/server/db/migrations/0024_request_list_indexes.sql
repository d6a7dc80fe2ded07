-- Each list of requests takes its page straight off an index in the list's own order, id included as the tie-break,
-- so a page costs the same in an inbox of 10 and of 10,000 (PostgreSQL no longer sorts the whole inbox to take ten):
-- the referrer dashboard (by referrer, and by referrer and status), "My requests" (by candidate), an admin's list of
-- every request (newest first), and the admin queues (waiting for a referrer, oldest first; waiting for an answer,
-- longest first).
DROP INDEX "referral_requests_referrer_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_referrer_idx" ON "referral_requests" USING btree ("referrer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "referral_requests_candidate_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_candidate_idx" ON "referral_requests" USING btree ("candidate_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "referral_requests_referrer_status_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_referrer_status_idx" ON "referral_requests" USING btree ("referrer_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "referral_requests_pending_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_pending_idx" ON "referral_requests" USING btree ("created_at","id") WHERE "referral_requests"."pending_assignment";--> statement-breakpoint
DROP INDEX "referral_requests_unanswered_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_unanswered_idx" ON "referral_requests" USING btree ("assigned_at","id") WHERE "referral_requests"."status" = 'new' and "referral_requests"."referrer_id" is not null;--> statement-breakpoint
DROP INDEX "referral_requests_created_at_idx";--> statement-breakpoint
CREATE INDEX "referral_requests_created_at_idx" ON "referral_requests" USING btree ("created_at","id");
