/**
 * A search or filter counts its matches up to this many and no further: a broad term ("engineer") must not count a
 * hundred thousand rows for every page. `X-Total-Count` then says this number, and pages show it as "1000+".
 */
export const LIST_COUNT_CAP = 1000;
