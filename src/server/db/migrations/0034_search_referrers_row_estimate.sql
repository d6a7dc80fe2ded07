-- search_referrers answers one page of referrers (and a row with the total alone when the page is empty), never more
-- than a page's size. Declared without an estimate, the planner took it for 1,000 rows, and on a catalogue of some
-- thousands of referrers it joined the card's columns on by reading the whole referrers table into a hash (a sequential
-- scan of 10,000 rows on every list and search) instead of looking up the page's 20 by id. At 10,000 referrers the
-- list cost PostgreSQL 5 to 7 ms a request, ten times what it cost at 100,000.
ALTER FUNCTION search_referrers(text[], text, text, text, integer, integer, integer) ROWS 20;
