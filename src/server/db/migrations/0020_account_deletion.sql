-- A deleted account's requests stay, for the referrers' statistics, but hold nothing of the person
-- (src/server/repositories/accountDeletion.ts): the name reads "Deleted account", and the e-mail, phone and message are
-- emptied. The check keeps it so: a request marked as sent by a deleted account can carry none of them again.
ALTER TABLE "referral_requests" ADD COLUMN "sender_deleted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_deleted_sender_anonymous" CHECK (
  "sender_deleted_at" IS NULL
  OR ("candidate_user_id" IS NULL AND "name" = 'Deleted account' AND "email" = '' AND "phone" = '' AND "message" = '')
);
