import { describe, expect, it } from 'vitest';
import { changeLogQuerySchema } from './change-log.ts';
import { calendarDateQuery, isCalendarDateText } from './query-dates.ts';
import { conversionQuerySchema } from './reference-data.ts';
import { auditResultsQuerySchema } from './results-audit.ts';

describe('isCalendarDateText', () => {
  it.each([
    ['2025-03-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-12-31', true],
    ['2025-12-31T23:59:59Z', true],
    ['2024', true],
    ['2024-06', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-13-45', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2024-13', false],
    ['yesterday', false],
  ])('%s → %s', (text, isReal) => {
    expect(isCalendarDateText(text)).toBe(isReal);
  });
});

describe('every date a query carries is a real calendar day', () => {
  it('takes a real day and refuses an impossible one with the date message', () => {
    expect(calendarDateQuery().safeParse('2024-02-29').success).toBe(true);
    const refused = calendarDateQuery().safeParse('2025-02-30');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['validation.date']);
  });

  it.each(['2025-13-45', '2025-02-30', '2025-2-3', '2025-03-01T00:00:00Z'])(
    'refuses the change log filter from=%s and to=%s, naming the field',
    (day) => {
      for (const field of ['from', 'to'] as const) {
        const parsed = changeLogQuerySchema.safeParse({ [field]: day });
        expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
          [field, 'validation.date'],
        ]);
      }
    },
  );

  it.each(['2025-02-30', '2025-02-30T08:00:00Z', '2025-13-45', '2023-02-29T00:00:00+01:00'])(
    'refuses the public API filter changedSince=%s instead of rolling it over',
    (changedSince) => {
      const parsed = auditResultsQuerySchema.safeParse({ changedSince });
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['changedSince']);
    },
  );

  it('keeps changedSince of a real day and a real moment', () => {
    expect(auditResultsQuerySchema.parse({ changedSince: '2024-02-29' }).changedSince).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(auditResultsQuerySchema.parse({ changedSince: '2025-03-01T08:00:00+01:00' }).changedSince).toBe(
      '2025-03-01T07:00:00.000Z',
    );
  });

  it.each(['2024-13', '2024-02-30', '2024-00-01'])('refuses the conversion date %s', (date) => {
    const parsed = conversionQuerySchema.safeParse({ from: 'EUR', to: 'GBP', date });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['date']);
  });
});
