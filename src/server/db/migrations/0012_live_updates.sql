-- Live updates (src/server/live/): each piece of news about a request, for the one account it concerns. Written in the
-- transaction of the change, and announced with NOTIFY, which PostgreSQL delivers at commit to every app process;
-- each sends it down the Server-Sent Events streams of that account. Kept, so a stream that reconnects gets what it
-- missed (Last-Event-ID), and the navbar counts what is unread.
CREATE TABLE "user_notifications" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('request-received', 'request-moved', 'request-status', 'request-withdrawn')),
  "referral_request_id" integer REFERENCES "referral_requests" ("id") ON DELETE CASCADE,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" ("user_id") WHERE "read_at" IS NULL;
