-- What /profile lists of each session (src/server/repositories/sessions.ts): an id to name it by (the sid is the
-- cookie's secret and never leaves the server), when it was signed in, when it was last used (written at most once a
-- minute, with the idle deadline), and the browser's User-Agent, summarised as "Chrome on Windows" when listed.
-- Sessions from before this migration take their times from the session data they already hold.
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;
--> statement-breakpoint
UPDATE "sessions" SET
  "created_at" = coalesce(to_timestamp(("data" ->> 'signedInAt')::double precision / 1000), now()),
  "last_seen_at" = coalesce(to_timestamp(("data" ->> 'seenAt')::double precision / 1000), now())
WHERE jsonb_typeof("data" -> 'signedInAt') = 'number';
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_unique" ON "sessions" ("id");
