-- Share links that credit the referrer (src/server/repositories/shareLinks.ts): an opaque token for a referrer's profile
-- or a job at their company, one per target, with its visits counted (never who made them); a request that starts from
-- one keeps it, so the referrer's dashboard counts its requests.
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"referrer_id" integer NOT NULL,
	"job_id" integer,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_referrer_id_referrers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referrers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_unique" ON "share_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_profile_unique" ON "share_links" USING btree ("referrer_id") WHERE "share_links"."job_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_job_unique" ON "share_links" USING btree ("referrer_id","job_id") WHERE "share_links"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "share_links_job_idx" ON "share_links" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "referral_requests" ADD COLUMN "share_link_id" integer;--> statement-breakpoint
ALTER TABLE "referral_requests" ADD CONSTRAINT "referral_requests_share_link_id_fkey" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_requests_share_link_idx" ON "referral_requests" USING btree ("share_link_id") WHERE "referral_requests"."share_link_id" is not null;
