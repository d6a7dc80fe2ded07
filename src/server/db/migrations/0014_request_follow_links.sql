-- A request sent signed out belongs to no account: its confirmation mail carries a private link to follow it
-- (src/server/repositories/followedRequests.ts). As with reset links, only a hash of each token is kept: whoever reads
-- the table (a backup, a dump) cannot open a request with it. The link shows its one request, and stops working a
-- while after the request ends (src/shared/followRequest.ts), which is read from the request, so no expiry is kept here.
CREATE TABLE "request_follow_links" (
  "id" serial PRIMARY KEY NOT NULL,
  "referral_request_id" integer NOT NULL REFERENCES "referral_requests" ("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "request_follow_links_hash_unique" ON "request_follow_links" ("token_hash");
--> statement-breakpoint
CREATE INDEX "request_follow_links_request_idx" ON "request_follow_links" ("referral_request_id");
