-- What admins did (src/server/repositories/auditLog.ts): one row per admin write, written in the transaction of the
-- change, so a change that fails leaves none and a change that stands always has one. The admin's id, name and e-mail
-- are copied as they were, without a foreign key: the entry outlives the admin's account. The object is named by its
-- type and id only, and `before`/`after` hold the values the action changed, never a person's name or e-mail.
CREATE TABLE "admin_audit_log" (
  "id" bigserial PRIMARY KEY,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "admin_user_id" integer NOT NULL,
  "admin_name" text NOT NULL,
  "admin_email" text NOT NULL,
  "action" text NOT NULL,
  "object_type" text NOT NULL,
  "object_id" integer NOT NULL,
  "before" jsonb,
  "after" jsonb
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" ("created_at" DESC, "id" DESC);
