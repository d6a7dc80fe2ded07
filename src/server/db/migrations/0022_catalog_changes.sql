-- Every change to what the public catalogue shows (src/server/repositories/catalog.ts reads these tables: referrers,
-- companies, jobs, the requests a referrer holds this week, whether a referrer's account reads requests, and the
-- headline words search corrects from) is announced on the channel `referbridge_catalog`, once per statement and, as
-- PostgreSQL sends a transaction's notifications at commit and only once for the same payload, once per table a
-- transaction changed. Every app process listens (src/server/live/liveHub.ts) and empties its catalogue cache
-- (src/server/catalogCache.ts), whichever process or job made the change.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('referbridge_catalog', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON referrers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON referral_requests
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON referrer_search_words
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
