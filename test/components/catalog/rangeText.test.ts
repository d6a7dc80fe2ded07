import { describe, expect, it } from 'vitest';
import { rangeText, singularOf } from '../../../src/components/catalog/Pagination';
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

  it('counts a list that one page holds whole, in the singular for one', () => {
    expect(rangeText({ page: 1, perPage: 10, shown: 1, total: 1, noun: 'requests', countedInFull: true })).toBe(
      'Showing 1 request',
    );
    expect(rangeText({ page: 1, perPage: 20, shown: 7, total: 7, noun: 'jobs' })).toBe('Showing 7 jobs');
  });

  it('never writes a range of one', () => {
    expect(rangeText({ page: 3, perPage: 10, shown: 1, total: 21, noun: 'requests', countedInFull: true })).toBe(
      'Showing the last of 21 requests',
    );
  });

  it.each([
    ['requests', 'request'],
    ['companies', 'company'],
    ['mails', 'mail'],
    ['answers', 'answer'],
    ['requests waiting', 'request waiting'],
    ['requests awaiting an answer', 'request awaiting an answer'],
    ['referrers', 'referrer'],
    ['users', 'user'],
    ['jobs', 'job'],
  ])('names one of the %s as "%s"', (plural, one) => {
    expect(singularOf(plural)).toBe(one);
  });
});
