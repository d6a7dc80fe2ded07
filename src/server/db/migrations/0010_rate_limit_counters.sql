-- Rate limits count in the database, so that every app process on it sees the same count: a limit of 10 logins a
-- minute stays 10 with two processes behind a load balancer, not 10 each. One row per limited route and client;
-- an expired row is reset by the next hit, and swept now and then.
CREATE UNLOGGED TABLE "rate_limit_counters" (
  "key" text PRIMARY KEY,
  "hits" integer NOT NULL,
  "resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" ("resets_at");
