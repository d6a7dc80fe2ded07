-- Automatic matching and re-routing (src/server/routing/): a waiting request is given to the best verified referrer
-- at its company, and a declined or unanswered one moves on to the next, a few times at most, before admins take it.

-- A referrer is verified once they confirm a work e-mail at their company's domain (src/server/routing/verification.ts).
ALTER TABLE "referrers" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "verified_email" text;
--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_verified_has_email"
  CHECK (("verified_at" IS NULL) = ("verified_email" IS NULL));
--> statement-breakpoint
-- How many requests a referrer takes a week; null for no limit.
ALTER TABLE "referrers" ADD COLUMN "weekly_cap" integer;
--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_weekly_cap_range" CHECK ("weekly_cap" BETWEEN 1 AND 100);
--> statement-breakpoint
-- When the request reached its current referrer: its answer is due a few days later. Requests given before routing
-- existed keep none, so they stay where they are.
ALTER TABLE "referral_requests" ADD COLUMN "assigned_at" timestamp with time zone;
--> statement-breakpoint
-- The automatic moves made so far, and every referrer who has had the request (none is given it twice).
ALTER TABLE "referral_requests" ADD COLUMN "reroutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "tried_referrer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
UPDATE "referral_requests" SET "tried_referrer_ids" = ARRAY["referrer_id"] WHERE "referrer_id" IS NOT NULL;
--> statement-breakpoint
-- Why a request without a referrer waits (src/shared/routing.ts); null while it waits for its first match.
ALTER TABLE "referral_requests" ADD COLUMN "waiting_reason" text;
--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_waiting_reason_known"
  CHECK ("waiting_reason" IN ('no-referrer-at-company', 'no-verified-referrer', 'referrers-at-capacity', 'admin-queue'));
--> statement-breakpoint
-- The overdue sweep reads the unanswered requests by the time they were given.
CREATE INDEX "referral_requests_unanswered_idx" ON "referral_requests" ("assigned_at")
  WHERE "status" = 'new' AND "referrer_id" IS NOT NULL;
--> statement-breakpoint
-- The router's own moves are recorded as the system's.
ALTER TABLE "referral_request_events" DROP CONSTRAINT "referral_request_events_actor_party_check";
--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_actor_party_check"
  CHECK ("actor_party" IN ('referrer', 'candidate', 'admin', 'system'));
--> statement-breakpoint
-- One-time links that confirm a referrer's work e-mail: as password reset links, only a hash of each token is kept.
CREATE TABLE "work_email_verifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "referrer_id" integer NOT NULL REFERENCES "referrers" ("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "work_email_verifications_hash_unique" ON "work_email_verifications" ("token_hash");
--> statement-breakpoint
CREATE INDEX "work_email_verifications_referrer_idx" ON "work_email_verifications" ("referrer_id");
