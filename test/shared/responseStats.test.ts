import { describe, expect, it } from 'vitest';
import { replyTimeText, responseRateText } from '../../src/shared/responseStats';

describe('response figures in words', () => {
  it('rounds the reply time up to a unit read at a glance', () => {
    expect(replyTimeText(0.2)).toBe('Usually replies within an hour');
    expect(replyTimeText(1)).toBe('Usually replies within an hour');
    expect(replyTimeText(5.2)).toBe('Usually replies within 6 hours');
    expect(replyTimeText(23.5)).toBe('Usually replies within 24 hours');
    expect(replyTimeText(24)).toBe('Usually replies within a day');
    expect(replyTimeText(49)).toBe('Usually replies within 3 days');
  });

  it('gives the response rate as a whole percentage', () => {
    expect(responseRateText(0.916)).toBe('Answers 92% of requests');
    expect(responseRateText(0)).toBe('Answers 0% of requests');
    expect(responseRateText(1)).toBe('Answers 100% of requests');
  });
});
