import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/shared/text';

describe('formatCount', () => {
  it("writes whole numbers as Intl's en-US does, with a comma every three digits", () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [0, 7, 40, 999, 1000, 2000, 10_000, 123_456, 1_000_000, 9_876_543_210, -1000, -42];
    for (let digits = 1; digits <= 15; digits++) counts.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 1);
    for (const count of counts)
      expect({ count, written: formatCount(count) }).toEqual({ count, written: intl.format(count) });
  });
});
