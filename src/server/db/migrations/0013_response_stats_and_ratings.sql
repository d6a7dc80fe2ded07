-- Response stats and ratings (src/server/routing/referrerStats.ts, src/server/repositories/ratings.ts).

-- How a referrer answers, as computed from request histories by the refresh-referrer-stats job: the share of the
-- requests they were given that they answered, and the median time it took. Null while they have too few requests
-- for the figures to mean anything (cards say "New").
ALTER TABLE "referrers" ADD COLUMN "response_rate" real;
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "typical_reply_hours" real;
--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_response_rate_range" CHECK ("response_rate" BETWEEN 0 AND 1);
--> statement-breakpoint
-- How many ratings the average in "rating" holds. Imported and seeded referrers came with an average alone; their
-- count is taken as two in three of the people they referred (at least one), so a first candidate's rating moves the
-- average by its fair share rather than replacing it.
ALTER TABLE "referrers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "referrers" SET "rating_count" = greatest(1, round("successful_referrals" * 2 / 3.0)) WHERE "rating" > 0;
--> statement-breakpoint
-- A candidate's rating of the referrer who referred them: one per request, once it reached "referred". The referrer
-- sees the comment; the average and count on the referrer's row are kept in the same transaction.
CREATE TABLE "referrer_ratings" (
  "id" serial PRIMARY KEY NOT NULL,
  "referral_request_id" integer NOT NULL REFERENCES "referral_requests" ("id") ON DELETE CASCADE,
  "referrer_id" integer NOT NULL REFERENCES "referrers" ("id") ON DELETE CASCADE,
  "candidate_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "stars" integer NOT NULL CHECK ("stars" BETWEEN 1 AND 5),
  "comment" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referrer_ratings_request_unique" ON "referrer_ratings" ("referral_request_id");
--> statement-breakpoint
CREATE INDEX "referrer_ratings_referrer_idx" ON "referrer_ratings" ("referrer_id", "created_at");
--> statement-breakpoint
-- A new rating is news for its referrer, and so is a request that went to someone else.
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check"
  CHECK ("kind" IN ('request-received', 'request-moved', 'request-status', 'request-withdrawn', 'request-rated',
    'request-taken-away'));
