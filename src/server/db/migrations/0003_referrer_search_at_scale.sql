-- Referrer search at scale (100,000 referrers, p99 within 30 ms at 20 connections). What the first version cost:
-- 1. The full-text index kept a pending list: a bulk import left 3,000 rows there, which every search read one by one
--    (1 ms for a rare surname instead of 0.01 ms). Profiles change seldom and are read all the time, so it keeps none.
-- 2. A broad term ranked every match (56,000 for "engineer"). Search now takes the first matches by success and ranks
--    only those. For a broad term the first matches come from walking the success index, and the words of the
--    headline (name, title, company, specialties) are kept in that index, so the walk never reads the table. A bio
--    has no place there: it may be 2,000 characters, more than an index entry holds.
-- 3. A typo's common trigrams matched most rows of a trigram index of every referrer (no request finished in 3 s).
--    Typos and partial words are now looked up in a dictionary of headline words (a few hundred here, tens of thousands
--    in a large market), and the words found there join the full-text search.
-- 4. The planner guessed a rare surname's prefix ("quillfeather:*") to match 2% of referrers and walked all 100,000.
--    The dictionary counts how many referrers use each word, and search chooses the walk or the index from that.
ALTER TABLE "referrers" ADD COLUMN "headline_vector" tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION referrers_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_name text;
BEGIN
  SELECT name INTO company_name FROM companies WHERE id = NEW.company_id;
  -- Cut to the lengths the profile form accepts, so an imported row can never outgrow an index entry.
  NEW.headline_vector :=
    setweight(to_tsvector('simple', left(coalesce(NEW.name, ''), 100)), 'A') ||
    setweight(to_tsvector('simple', left(concat_ws(' ', NEW.title, company_name), 400)), 'B') ||
    setweight(to_tsvector('simple', left(array_to_string(NEW.specialties, ' '), 300)), 'B');
  NEW.search_vector := NEW.headline_vector || setweight(to_tsvector('simple', coalesce(NEW.bio, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP INDEX "referrers_search_text_trgm_idx";
--> statement-breakpoint
ALTER TABLE "referrers" DROP COLUMN "search_text";
--> statement-breakpoint
ALTER INDEX "referrers_search_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
UPDATE referrers SET company_id = company_id;
--> statement-breakpoint
REINDEX INDEX "referrers_search_vector_idx";
--> statement-breakpoint
CREATE INDEX "referrers_headline_vector_idx" ON "referrers" USING gin ("headline_vector") WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX "referrers_rank_idx";
--> statement-breakpoint
CREATE INDEX "referrers_rank_idx" ON "referrers" ("successful_referrals" DESC, "id") INCLUDE ("name", "headline_vector");
--> statement-breakpoint
-- How many referrers use each headline word, kept exact by the triggers below: search reads it to tell a broad term
-- from a narrow one before it chooses how to find the matches, which the planner cannot do for prefixes ("eng:*").
CREATE TABLE "referrer_search_words" ("word" text PRIMARY KEY, "referrers" integer NOT NULL DEFAULT 0);
--> statement-breakpoint
-- Prefix lookups ("eng%") in any collation, not only in the C collation of the embedded database.
CREATE INDEX "referrer_search_words_prefix_idx" ON "referrer_search_words" ("word" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "referrer_search_words_trgm_idx" ON "referrer_search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION referrers_count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE referrer_search_words SET referrers = referrer_search_words.referrers - gone.referrers
    FROM (
      SELECT word, count(*) AS referrers FROM before_rows, unnest(tsvector_to_array(before_rows.headline_vector)) AS word
      GROUP BY word
    ) AS gone
    WHERE referrer_search_words.word = gone.word;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO referrer_search_words (word, referrers)
    SELECT word, count(*) FROM after_rows, unnest(tsvector_to_array(after_rows.headline_vector)) AS word GROUP BY word
    ON CONFLICT (word) DO UPDATE SET referrers = referrer_search_words.referrers + excluded.referrers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER referrers_count_search_words_on_insert AFTER INSERT ON referrers
  REFERENCING NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION referrers_count_search_words();
--> statement-breakpoint
CREATE TRIGGER referrers_count_search_words_on_update AFTER UPDATE ON referrers
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION referrers_count_search_words();
--> statement-breakpoint
CREATE TRIGGER referrers_count_search_words_on_delete AFTER DELETE ON referrers
  REFERENCING OLD TABLE AS before_rows FOR EACH STATEMENT EXECUTE FUNCTION referrers_count_search_words();
--> statement-breakpoint
INSERT INTO referrer_search_words (word, referrers)
SELECT word, count(*) FROM referrers, unnest(tsvector_to_array(referrers.headline_vector)) AS word GROUP BY word;
