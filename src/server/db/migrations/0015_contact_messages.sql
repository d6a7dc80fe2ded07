-- Messages sent through the /contact form (src/server/routes/contact.ts): kept for the admins' list, and mailed to
-- them through the outbox in the same transaction.
CREATE TABLE "contact_messages" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL,
  "topic" text NOT NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" ("created_at" DESC, "id" DESC);
