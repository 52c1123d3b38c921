import { describe, expect, it } from 'vitest';
import { describeAssurance, formatReviewDate, readReviewProgress } from './review-format.ts';

const words = {
  level: (level: 'limited' | 'reliable') => (level === 'limited' ? 'Limited' : 'Reasonable'),
  by: ({ level, provider }: { level: string; provider: string }) => `${level} by ${provider}`,
  byOn: ({ level, provider, date }: { level: string; provider: string; date: string }) =>
    `${level} by ${provider}, ${date}`,
};

describe('review format', () => {
  it.each([
    ['2026-03-05', 'en-GB', '5 Mar 2026'],
    ['2026-03-05', 'de-DE', '05.03.2026'],
    ['2026-03-05', 'en-US', 'Mar 5, 2026'],
    ['2026-03-05T23:30:00.000Z', 'en-GB', '5 Mar 2026'],
    ['not a date', 'en-GB', 'not a date'],
  ] as const)('formats %s in %s as %s', (iso, dateLocale, expected) => {
    expect(formatReviewDate(iso, dateLocale)).toBe(expected);
  });

  it('describes an assurance by level, provider and date, and none as nothing', () => {
    expect(describeAssurance({ level: 'none', provider: '', date: null }, words, 'en-GB')).toBeNull();
    expect(describeAssurance(undefined, words, 'en-GB')).toBeNull();
    expect(describeAssurance({ level: 'limited', provider: 'Audit AG', date: null }, words, 'en-GB')).toBe(
      'Limited by Audit AG',
    );
    expect(
      describeAssurance({ level: 'reliable', provider: 'Audit AG', date: '2026-04-01' }, words, 'en-GB'),
    ).toBe('Reasonable by Audit AG, 1 Apr 2026');
    expect(describeAssurance({ level: 'limited', provider: '', date: null }, words, 'en-GB')).toBe('Limited');
  });

  it('reads a section’s review counts, nothing for a section without rows', () => {
    const progress = { s1: { numResults: 5, numReviewed: 3 }, s2: { numResults: 0, numReviewed: 0 } };
    expect(readReviewProgress(progress, 's1')).toEqual({ done: 3, total: 5 });
    expect(readReviewProgress(progress, 's2')).toBeUndefined();
    expect(readReviewProgress(progress, 'missing')).toBeUndefined();
    expect(readReviewProgress(undefined, 's1')).toBeUndefined();
  });
});
