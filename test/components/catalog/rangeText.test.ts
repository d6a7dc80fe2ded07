import { describe, expect, it } from 'vitest';
import { rangeText } from '../../../src/components/catalog/Pagination';
import { LIST_COUNT_CAP } from '../../../src/shared/listLimits';

describe('where a page sits in its list', () => {
  it('says "200+" for a catalogue list counted up to the cap', () => {
    expect(rangeText({ page: 2, perPage: 20, shown: 20, total: LIST_COUNT_CAP, noun: 'referrers' })).toBe(
      `Showing 21–40 of ${LIST_COUNT_CAP}+ referrers`,
    );
  });

  it('gives the exact total of a list counted in full, past the cap', () => {
    expect(rangeText({ page: 1, perPage: 10, shown: 10, total: 257, noun: 'requests', countedInFull: true })).toBe(
      'Showing 1–10 of 257 requests',
    );
  });

  it('says there are none', () => {
    expect(rangeText({ page: 1, perPage: 10, shown: 0, total: 0, noun: 'requests' })).toBe('No requests');
  });
});
