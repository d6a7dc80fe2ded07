-- An admin giving a waiting request to a referrer is a change like the others: the request's history records who
-- gave it, when, and to whom, for the candidate and the referrer to read.
ALTER TABLE "referral_request_events" DROP CONSTRAINT "referral_request_events_actor_party_check";
--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_actor_party_check"
  CHECK ("actor_party" IN ('referrer', 'candidate', 'admin'));
--> statement-breakpoint
-- The referrer an assignment gave the request to; null for the other changes (and if that profile is deleted).
ALTER TABLE "referral_request_events" ADD COLUMN "assigned_referrer_id" integer
  REFERENCES "referrers" ("id") ON DELETE SET NULL;
