-- A job its poster closed (the role is filled) leaves the lists; its page stays readable to those who had the link.
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- One company per name in any case, so "acme" typed by a new referrer joins Acme rather than founding a second one.
-- Names that already differ only in case (possible before this index) are merged into the oldest first.
WITH "ranked" AS (
  SELECT "id", min("id") OVER (PARTITION BY lower("name")) AS "keeper" FROM "companies"
)
UPDATE "referrers" SET "company_id" = "ranked"."keeper"
FROM "ranked" WHERE "referrers"."company_id" = "ranked"."id" AND "ranked"."id" <> "ranked"."keeper";
--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", min("id") OVER (PARTITION BY lower("name")) AS "keeper" FROM "companies"
)
UPDATE "jobs" SET "company_id" = "ranked"."keeper"
FROM "ranked" WHERE "jobs"."company_id" = "ranked"."id" AND "ranked"."id" <> "ranked"."keeper";
--> statement-breakpoint
DELETE FROM "companies" "duplicate" USING "companies" "keeper"
WHERE lower("duplicate"."name") = lower("keeper"."name") AND "duplicate"."id" > "keeper"."id";
--> statement-breakpoint
DROP INDEX "companies_name_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_unique" ON "companies" (lower("name"));
--> statement-breakpoint
-- A candidate's default resume, offered again by the request form. Checked like a request's resume before it is stored.
CREATE TABLE "candidate_resumes" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "file_name" text NOT NULL,
  "mime_type" text NOT NULL,
  "size" integer NOT NULL,
  "data" bytea NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
