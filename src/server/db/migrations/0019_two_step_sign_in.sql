-- Two-step sign-in (src/server/twoStep.ts). The authenticator's secret is kept encrypted (AES-256-GCM under a key
-- derived from SESSION_SECRET); `enabled_at` is null while an enrolment waits for its first code, and
-- `last_used_step` is the time step of the last code accepted, so that no code is accepted twice.
CREATE TABLE "two_step_sign_in" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "secret_sealed" text NOT NULL,
  "enabled_at" timestamp with time zone,
  "last_used_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The recovery codes, each usable once: only a SHA-256 of each is kept (80 random bits a code).
CREATE TABLE "two_step_recovery_codes" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "two_step_recovery_codes_user_hash_unique" ON "two_step_recovery_codes" ("user_id", "code_hash");
