-- Referrer search as one function, so that PostgreSQL parses and plans its statements once per connection instead of
-- on every request. The single statement it replaces took longer to plan (0.6 ms) than to run, and its 4 kB of text
-- crossed the socket each time. Each statement below has one plan that is right for every term: the path (a walk down
-- the success index or a look-up in the full-text index) is chosen at run time, from the dictionary's counts.
--
-- The success index also holds what the filters read, so that a walk with no filter (its plan cannot know) still
-- never reads the table.
DROP INDEX "referrers_rank_idx";
--> statement-breakpoint
CREATE INDEX "referrers_rank_idx" ON "referrers" ("successful_referrals" DESC, "id")
  INCLUDE ("name", "headline_vector", "company_id", "specialties");
--> statement-breakpoint
-- A referrer is listed when the filters of /referrers allow it: a company (any of company_ids) and a specialty (a LIKE
-- pattern, matched against each specialty in lower case). A SQL function of one expression is inlined where it is used.
CREATE FUNCTION referrer_passes_filters(company_id integer, specialties text[], company_ids integer[], specialty_pattern text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT (company_ids IS NULL OR company_id = ANY (company_ids))
    AND (specialty_pattern IS NULL OR lower(array_to_string(specialties, chr(10))) LIKE specialty_pattern)
$$;
--> statement-breakpoint
-- One page of referrers, and how many there are, counted up to `cap`:
--   words: the search's words, lower-cased, letters and digits only (the caller splits them), each matched as a prefix;
--   search: the whole search, lower-cased, for an exact or starting name;
--   company_name, specialty_pattern: the filters, or null.
-- It works in two steps, so a broad term ("engineer", "a") costs little more than a rare surname:
-- 1. candidates, at most `cap` of them, most successful first: referrers whose headline (name, title, company,
--    specialties) matches, and only when those are fewer than `cap`, referrers whose bio alone matches. A broad term's
--    matches come from walking the success index, which holds the headline, so the walk never reads the table; a narrow
--    term's from the full-text index. The dictionary's word counts tell the two apart: walk when matches² ≥ cap ×
--    referrers / 4 (a walk reads about cap × referrers / matches index entries, the full-text index about `matches`
--    rows, each some four times dearer). The planner cannot tell: it guessed "quillfeather:*" to match 2% of referrers.
-- 2. ranking of those candidates only: an exact name, then a name that starts with the search, then a word of the name,
--    then the rest of the headline, bio-only matches last, then the most successful.
-- When nothing matches, each word of three letters or more that starts no known word is corrected from the dictionary:
-- up to three words that contain it ("gineer") or are spelt like it ("enginer"), and the search runs once more.
CREATE FUNCTION search_referrers(
  words text[], search text, company_name text, specialty_pattern text, page_size integer, page_offset integer,
  cap integer
) RETURNS TABLE (
  total integer, id integer, name text, photo text, title text, "companyId" integer, "companyName" text, bio text,
  rating real, "successfulReferrals" integer, specialties text[]
) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  company_ids integer[];
  referrer_count float8;
  text_query tsquery;
  name_query tsquery;
  estimated_matches float8;
  corrections text[];
  walk boolean;
  ranked integer[] := '{}';
BEGIN
  IF company_name IS NOT NULL THEN
    company_ids := array(SELECT c.id FROM companies c WHERE lower(c.name) = lower(company_name));
  END IF;
  IF cardinality(words) = 0 THEN
    ranked := array(
      SELECT r.id FROM referrers r
      WHERE referrer_passes_filters(r.company_id, r.specialties, company_ids, specialty_pattern)
      ORDER BY r.successful_referrals DESC, r.id LIMIT cap);
  ELSE
    SELECT greatest(c.reltuples, 0) INTO referrer_count FROM pg_class c WHERE c.oid = 'referrers'::regclass;
    FOR attempt IN 1..2 LOOP
      IF attempt = 1 THEN
        -- Every word must match; the dictionary's prefix range stands for "word LIKE typed || '%'", which an index can
        -- serve whatever the value (a LIKE pattern can use it only when the plan knows it).
        SELECT to_tsquery('simple', string_agg('(' || typed || ':*)', ' & ')),
          to_tsquery('simple', string_agg(typed || ':*A', ' | ')),
          min((SELECT coalesce(sum(w.referrers), 0) FROM referrer_search_words w
               WHERE w.word ~>=~ typed AND w.word ~<~ (typed || chr(1114111))))
        INTO text_query, name_query, estimated_matches
        FROM unnest(words) AS typed;
      ELSE
        WITH corrected AS MATERIALIZED (
          SELECT typed, CASE WHEN length(typed) >= 3 AND NOT EXISTS (
              SELECT FROM referrer_search_words w WHERE w.word ~>=~ typed AND w.word ~<~ (typed || chr(1114111)))
            THEN array(SELECT w.word FROM referrer_search_words w
              WHERE w.word % typed OR w.word LIKE '%' || typed || '%' ORDER BY w.word <-> typed LIMIT 3)
            ELSE '{}' END AS found
          FROM unnest(words) AS typed
        )
        SELECT
          to_tsquery('simple', (SELECT string_agg('(' || array_to_string((typed || ':*') || found, ' | ') || ')', ' & ')
            FROM corrected)),
          to_tsquery('simple', (SELECT string_agg(array_to_string((typed || ':*A') || array(
              SELECT word || ':A' FROM unnest(found) AS word), ' | '), ' | ') FROM corrected)),
          (SELECT min((SELECT coalesce(sum(w.referrers), 0) FROM referrer_search_words w
              WHERE (w.word ~>=~ typed AND w.word ~<~ (typed || chr(1114111))) OR w.word = ANY (found))) FROM corrected),
          (SELECT array_agg(word) FROM corrected, unnest(found) AS word)
        INTO text_query, name_query, estimated_matches, corrections;
        EXIT WHEN corrections IS NULL;
      END IF;
      walk := estimated_matches ^ 2 >= cap * referrer_count / 4;
      ranked := array(
        WITH walked AS MATERIALIZED (
          -- ts_match_vq is @@ written as a function, which no index serves: the plan can only walk.
          SELECT r.id, r.name, r.successful_referrals, r.headline_vector @@ name_query AS in_name
          FROM referrers r
          WHERE walk AND ts_match_vq(r.headline_vector, text_query)
            AND referrer_passes_filters(r.company_id, r.specialties, company_ids, specialty_pattern)
          ORDER BY r.successful_referrals DESC, r.id LIMIT cap
        ), looked_up AS MATERIALIZED (
          SELECT r.id, r.name, r.successful_referrals, r.headline_vector
          FROM referrers r
          WHERE NOT walk AND r.headline_vector @@ text_query
            AND referrer_passes_filters(r.company_id, r.specialties, company_ids, specialty_pattern)
        ), headline AS MATERIALIZED (
          SELECT w.*, false AS bio_only FROM walked w
          UNION ALL
          (SELECT l.id, l.name, l.successful_referrals, l.headline_vector @@ name_query, false FROM looked_up l
            ORDER BY l.successful_referrals DESC, l.id LIMIT cap)
        ), bio_only AS MATERIALIZED (
          SELECT r.id, r.name, r.successful_referrals, false, true
          FROM referrers r
          WHERE (SELECT count(*) FROM headline) < cap
            AND r.search_vector @@ text_query AND NOT r.headline_vector @@ text_query
            AND referrer_passes_filters(r.company_id, r.specialties, company_ids, specialty_pattern)
          ORDER BY r.successful_referrals DESC, r.id LIMIT cap
        )
        SELECT c.id
        FROM (SELECT * FROM headline UNION ALL (SELECT * FROM bio_only LIMIT cap - (SELECT count(*) FROM headline))) c
        -- An exact or starting name has a word of the name, so only those names are lower-cased.
        ORDER BY c.in_name AND lower(c.name) = search DESC, c.in_name AND starts_with(lower(c.name), search) DESC,
          c.in_name DESC, c.bio_only, c.successful_referrals DESC, c.id);
      EXIT WHEN cardinality(ranked) > 0;
    END LOOP;
  END IF;
  -- With no page of results (past the last page, or no match), the one row left carries the total alone.
  RETURN QUERY
    SELECT cardinality(ranked), r.id, r.name, r.photo, r.title, r.company_id, company.name, r.bio, r.rating,
      r.successful_referrals, r.specialties
    FROM (SELECT) AS one
    LEFT JOIN (unnest(ranked[page_offset + 1 : page_offset + page_size]) WITH ORDINALITY AS page (id, position)
      JOIN referrers r ON r.id = page.id JOIN companies company ON company.id = r.company_id) ON true
    ORDER BY page.position;
END
$$;
