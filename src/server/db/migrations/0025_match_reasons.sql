-- Why the matching gave a request to a referrer: the score it computed, part by part, kept on the history's entry of
-- that move (src/server/assignment/assign.ts). Null for every other entry, and for matches made before it was kept.
ALTER TABLE "referral_request_events" ADD COLUMN "match_score" jsonb;--> statement-breakpoint
-- When the candidate asked for someone else at the company: they can once per request.
ALTER TABLE "referral_requests" ADD COLUMN "someone_else_asked_at" timestamp with time zone;
