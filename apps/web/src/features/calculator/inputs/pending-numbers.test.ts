import { describe, expect, it } from 'vitest';
import {
  describePendingNumbers,
  describePendingNumbersByKey,
  dropRowPendingNumbers,
  type PendingNumbers,
  putPendingNumber,
  toFieldKey,
} from './pending-numbers.ts';

const letters = { text: '12a', problem: 'letters', fieldName: 'Electricity: Consumption' } as const;
const negative = { text: '-5', problem: 'negative', fieldName: 'Diesel: Volume' } as const;

describe('pending numbers', () => {
  it('keeps one entry per field and clears it once the text reads', () => {
    const key = toFieldKey('new-1', 'kwh');
    const once = putPendingNumber({}, key, letters);
    expect(once).toEqual({ 'new-1:kwh': letters });
    expect(putPendingNumber(once, key, { ...letters })).toBe(once);
    expect(putPendingNumber(once, key, undefined)).toEqual({});
    const empty: PendingNumbers = {};
    expect(putPendingNumber(empty, key, undefined)).toBe(empty);
  });

  it('forgets the fields of a removed row only', () => {
    const pending = { 'new-1:kwh': letters, 'new-1:children.0.l': negative, 'new-12:kwh': negative };
    expect(dropRowPendingNumbers(pending, 'new-1')).toEqual({ 'new-12:kwh': negative });
    expect(dropRowPendingNumbers(pending, 'other')).toBe(pending);
  });

  it('names every blocking field with its problem, in the page language', () => {
    const pending = { 'a:kwh': letters, 'b:l': negative };
    expect(describePendingNumbers(pending, 'en')).toEqual([
      '"Electricity: Consumption" contains letters: enter digits only, for example 120,000.5.',
      '"Diesel: Volume" must be zero or more.',
    ]);
    expect(describePendingNumbers(pending, 'de')[1]).toBe('„Diesel: Volume“ muss null oder größer sein.');
  });
});

describe('number texts that cannot be taken', () => {
  it('name each field in the page language, by datapoint code, so the save is refused', () => {
    const pending = {
      'vsme:Revenue': { text: '400.000x', problem: 'letters' as const, fieldName: 'Umsatz' },
    };
    expect(describePendingNumbersByKey(pending, 'de')).toEqual({
      'vsme:Revenue': '„Umsatz“ enthält Buchstaben: gib nur Ziffern ein, zum Beispiel 120.000,5.',
    });
    expect(describePendingNumbersByKey({}, 'en')).toEqual({});
  });
});
