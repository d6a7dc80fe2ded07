-- Admins disable an account rather than delete it: its requests, moves and survey answers stay on record, while the
-- account stops signing in (src/server/routes/auth.ts) and counts as signed out (src/server/currentUser.ts).
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
-- A job an admin removed leaves the lists and its page, and the reason stays for whoever asks why it went. Removal and
-- its reason are written together, so one never exists without the other.
ALTER TABLE "jobs" ADD COLUMN "removed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "removed_reason" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "removed_by_user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_removal_has_reason" CHECK (("removed_at" IS NULL) = ("removed_reason" IS NULL));
--> statement-breakpoint
-- The overview's weekly series count each table's recent rows by creation date; without these, every dashboard load
-- reads the whole table (jobs already have jobs_posted_at_idx).
CREATE INDEX "users_created_at_idx" ON "users" ("created_at");
--> statement-breakpoint
CREATE INDEX "referrers_created_at_idx" ON "referrers" ("created_at");
--> statement-breakpoint
CREATE INDEX "referral_requests_created_at_idx" ON "referral_requests" ("created_at");
--> statement-breakpoint
CREATE INDEX "survey_responses_created_at_idx" ON "survey_responses" ("created_at");
--> statement-breakpoint
-- The assignment queue, oldest first: a handful of rows among all the requests ever sent.
CREATE INDEX "referral_requests_pending_idx" ON "referral_requests" ("created_at") WHERE "pending_assignment";
