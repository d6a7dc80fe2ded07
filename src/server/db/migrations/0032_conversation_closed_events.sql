-- A party's closing of the conversation on a request is a line of the request's history (its status unchanged), so
-- that the other side reads who closed it and when there too (src/server/repositories/conversations.ts).
ALTER TABLE "referral_request_events" DROP CONSTRAINT "referral_request_events_kind_check";--> statement-breakpoint
ALTER TABLE "referral_request_events" ADD CONSTRAINT "referral_request_events_kind_check" CHECK ("referral_request_events"."kind" in ('change', 'resume-deleted', 'submitted', 'hire-confirmed', 'conversation-closed'));
