import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatUtcDay } from '../../src/shared/utcDay';

describe('formatUtcDay', () => {
  it("writes every day as Intl's en-US medium date in UTC does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 4 * 366; day++) {
      // Late in the day, where a reader's own time zone would name the next day.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
      expect(formatUtcDay(date)).toBe(intl.format(date));
    }
  });

  it('says nothing of a date it cannot read', () => {
    expect(formatUtcDay(new Date('not a date'))).toBe('');
  });
});

describe('formatCalendarDay', () => {
  it('writes a YYYY-MM-DD day as that same day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatCalendarDay('2027-01-01')).toBe('Jan 1, 2027');
  });
});
