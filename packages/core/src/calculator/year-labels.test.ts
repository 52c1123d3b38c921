import { describe, expect, it } from 'vitest';
import { findNewestInstance, getInstanceYearLabel, listYearOptions, pickYearOption } from './year-labels.ts';

const instance = (id: string, startDate: string, endDate: string) => ({ _id: id, startDate, endDate });

describe('year labels of instances', () => {
  it('labels a calendar year by its year and a financial year by both years', () => {
    expect(getInstanceYearLabel({ startDate: '2025-01-01', endDate: '2025-12-31' })).toBe('2025');
    expect(getInstanceYearLabel({ startDate: '2024-07-01', endDate: '2025-06-30' })).toBe('2024 - 2025');
  });

  it('lists one entry per instance, newest first, for a single project', () => {
    const options = listYearOptions(
      [instance('a', '2024-01-01', '2024-12-31'), instance('b', '2025-01-01', '2025-12-31')],
      false,
    );
    expect(options.map((option) => [option.label, option.instanceIds])).toEqual([
      ['2025', ['b']],
      ['2024', ['a']],
    ]);
  });

  it('collapses equal labels of a group into one entry holding every instance', () => {
    const options = listYearOptions(
      [
        instance('a', '2025-01-01', '2025-12-31'),
        instance('b', '2025-01-01', '2025-12-31'),
        instance('c', '2024-01-01', '2024-12-31'),
      ],
      true,
    );
    expect(options.map((option) => [option.label, option.instanceIds])).toEqual([
      ['2025', ['a', 'b']],
      ['2024', ['c']],
    ]);
  });

  it('falls back to the first available year when the selected one has no instance', () => {
    const options = listYearOptions([instance('a', '2025-01-01', '2025-12-31')], true);
    expect(pickYearOption(options, '2019')?.label).toBe('2025');
    expect(pickYearOption([], '2019')).toBeUndefined();
  });

  it('finds the newest instance by start date', () => {
    const newest = findNewestInstance([
      instance('a', '2024-01-01', '2024-12-31'),
      instance('b', '2025-04-01', '2026-03-31'),
      instance('c', '2025-01-01', '2025-12-31'),
    ]);
    expect(newest?._id).toBe('b');
    expect(findNewestInstance([])).toBeUndefined();
  });
});
