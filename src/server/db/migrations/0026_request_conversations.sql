-- The conversation on a request (src/server/repositories/conversations.ts): one per request and referrer, so a request
-- moved on to another referrer starts a new one, and the earlier referrer's stays theirs. Closed by either party, for
-- good. Each side's read mark (the newest message it has read) and when it was last mailed about unread messages.
CREATE TABLE "request_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_request_id" integer NOT NULL REFERENCES "referral_requests"("id") ON DELETE cascade,
	"referrer_id" integer NOT NULL REFERENCES "referrers"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_party" text,
	"candidate_read_through" bigint DEFAULT 0 NOT NULL,
	"referrer_read_through" bigint DEFAULT 0 NOT NULL,
	"candidate_mailed_at" timestamp with time zone,
	"referrer_mailed_at" timestamp with time zone,
	CONSTRAINT "request_conversations_closed_by_party_check" CHECK ("closed_by_party" in ('candidate', 'referrer')),
	CONSTRAINT "request_conversations_closed_check" CHECK (("closed_at" is null) = ("closed_by_party" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "request_conversations_request_referrer_unique" ON "request_conversations" USING btree ("referral_request_id","referrer_id");--> statement-breakpoint
-- Plain text of 1 to 2,000 characters (CONVERSATION.messageMaxLength), by one party. A report and its resolution by
-- an admin stay on the message.
CREATE TABLE "request_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "request_conversations"("id") ON DELETE cascade,
	"author_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"author_party" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"report_resolved_at" timestamp with time zone,
	"report_resolved_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "request_messages_author_party_check" CHECK ("author_party" in ('candidate', 'referrer')),
	CONSTRAINT "request_messages_body_check" CHECK (char_length("body") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "request_messages_conversation_idx" ON "request_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "request_messages_open_reports_idx" ON "request_messages" USING btree ("reported_at") WHERE "reported_at" is not null and "report_resolved_at" is null;--> statement-breakpoint
CREATE INDEX "request_messages_author_idx" ON "request_messages" USING btree ("author_user_id");--> statement-breakpoint
-- A new message is announced to its reader as a notification, as the request's changes are.
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" 
  CHECK ("kind" IN ('request-received', 'request-moved', 'request-status', 'request-withdrawn', 'request-rated',
    'request-taken-away', 'message-to-referrer', 'message-to-candidate'));
