/**
 * A list reaches its first this-many matches and counts no further: a broad term ("engineer") must not count, or rank,
 * a hundred thousand rows for every page. `X-Total-Count` then says this number, and pages show it as "200+": ten
 * pages of twenty, past which a person narrows the search rather than pages on.
 */
export const LIST_COUNT_CAP = 200;
