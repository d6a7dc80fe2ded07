-- Mail is written here in the same transaction as the change that causes it, so a change never commits without its
-- mail, nor a mail without its change. A delivery job (src/server/mail/outbox.ts) sends it over SMTP when SMTP_URL is
-- set; without it the rows stay here for admins to read.
CREATE TABLE "mail_outbox" (
  "id" serial PRIMARY KEY NOT NULL,
  "recipient" text NOT NULL,
  "subject" text NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  -- When a deliverer may next take the row. Null once it is delivered or given up on, so only rows still to send
  -- stay in the index below.
  "next_attempt_at" timestamp with time zone DEFAULT now(),
  "delivered_at" timestamp with time zone,
  "last_error" text,
  -- A mail that carries a secret (a reset link) keeps it only until it is delivered: the table then holds no key to
  -- an account for whoever reads it later (a backup, a dump).
  "withhold_after_delivery" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at") WHERE "next_attempt_at" IS NOT NULL;
--> statement-breakpoint
-- The admin's list, newest first.
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Only a hash of each token is kept: someone who reads the table (a backup, a leaked dump) cannot reset a password.
-- A token is random (256 bits), so a fast hash suffices; a slow one guards guessable secrets such as passwords.
CREATE TABLE "password_reset_tokens" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" ("user_id");
--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" ("expires_at");
