-- Referrer search (GET /api/referrers?search=): words through a weighted full-text vector, partial words and typos
-- through trigrams. The text searched joins the referrer's own fields with their company's name, so it is kept by
-- triggers (a generated column cannot read another table).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "search_text" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "referrers" ADD COLUMN "search_vector" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE FUNCTION referrers_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_name text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE id = NEW.company_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.title, company_name, array_to_string(NEW.specialties, ' ')));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', NEW.title, company_name)), 'B') ||
    setweight(to_tsvector('simple', array_to_string(NEW.specialties, ' ')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.bio, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER referrers_search_document BEFORE INSERT OR UPDATE OF name, title, bio, specialties, company_id
  ON referrers FOR EACH ROW EXECUTE FUNCTION referrers_search_document();
--> statement-breakpoint
CREATE FUNCTION companies_rename_referrers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching company_id runs the referrers' own trigger, which reads the new name.
  UPDATE referrers SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_rename_referrers AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_rename_referrers();
--> statement-breakpoint
UPDATE referrers SET company_id = company_id;
--> statement-breakpoint
CREATE INDEX "referrers_search_vector_idx" ON "referrers" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "referrers_search_text_trgm_idx" ON "referrers" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "referrers_rank_idx" ON "referrers" ("successful_referrals" DESC, "id");
--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" (lower("name"));
--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin (lower("title" || ' ' || "location") gin_trgm_ops);
