-- The life of a referral request (src/shared/requestLifecycle.ts): "pending" becomes "new", three statuses join
-- (hired, withdrawn and the existing declined now carry a reason), and every move is recorded: who made it, when, and
-- why. The column keeps text with a check rather than a PostgreSQL enum, which cannot lose a value in a transaction.
UPDATE "referral_requests" SET "status" = 'new' WHERE "status" = 'pending';
--> statement-breakpoint
ALTER TABLE "referral_requests" ALTER COLUMN "status" SET DEFAULT 'new';
--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_status_known"
  CHECK ("status" IN ('new', 'accepted', 'declined', 'referred', 'hired', 'withdrawn'));
--> statement-breakpoint
CREATE TABLE "referral_request_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "referral_request_id" integer NOT NULL REFERENCES "referral_requests" ("id") ON DELETE CASCADE,
  "from_status" text NOT NULL,
  "to_status" text NOT NULL,
  -- The account that made the move; kept as null if the account is deleted, with the part it played.
  "actor_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "actor_party" text NOT NULL CHECK ("actor_party" IN ('referrer', 'candidate')),
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referral_request_events_request_idx" ON "referral_request_events" ("referral_request_id", "id");
--> statement-breakpoint
-- A referrer's inbox, by status, newest first.
CREATE INDEX "referral_requests_referrer_status_idx" ON "referral_requests" ("referrer_id", "status", "created_at" DESC);
