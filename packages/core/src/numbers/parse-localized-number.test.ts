import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from '../format/display-locale.ts';
import {
  MAX_ENTERED_NUMBER_MAGNITUDE,
  type NumberTextProblem,
  parseLocalizedNumber,
} from './parse-localized-number.ts';

type Case = [text: string, locale: DisplayLocale, expected: number | NumberTextProblem];

const accepted: Case[] = [
  ['120000', 'en', 120000],
  ['120000', 'de', 120000],
  ['120,000', 'en', 120000],
  ['120.000', 'de', 120000],
  ['120,000', 'de', 120],
  ['120.000', 'en', 120],
  ['120.000,5', 'de', 120000.5],
  ['120,000.5', 'en', 120000.5],
  ['1,234,567.89', 'en', 1234567.89],
  ['1.234.567,89', 'de', 1234567.89],
  ['0.177', 'en', 0.177],
  ['0,177', 'de', 0.177],
  ['.5', 'en', 0.5],
  [',5', 'de', 0.5],
  ['5.', 'en', 5],
  ['-3', 'en', -3],
  ['+7', 'de', 7],
  ['\u22122,5', 'de', -2.5],
  ['-0', 'en', 0],
  ['1.5e3', 'en', 1500],
  ['1,5e3', 'de', 1500],
  ['1e-7', 'en', 1e-7],
  ['2E+2', 'de', 200],
  ['  42  ', 'en', 42],
  ['120 000', 'en', 120000],
  ['120\u00a0000,5', 'de', 120000.5],
  ['1\u202f234\u202f567.5', 'en', 1234567.5],
  ['1e15', 'en', MAX_ENTERED_NUMBER_MAGNITUDE],
  ['-1.000.000.000.000.000', 'de', -1e15],
];

const refused: Case[] = [
  ['', 'en', 'empty'],
  ['   ', 'de', 'empty'],
  ['12a', 'en', 'letters'],
  ['abc', 'de', 'letters'],
  ['12 kWh', 'en', 'letters'],
  ['1.2.3', 'en', 'twoDecimalMarks'],
  ['1,2,3', 'de', 'twoDecimalMarks'],
  ['1,20,000', 'en', 'misplacedGroup'],
  ['1.20.000', 'de', 'misplacedGroup'],
  ['12,0000', 'en', 'misplacedGroup'],
  ['12.0000', 'de', 'misplacedGroup'],
  ['1,5', 'en', 'misplacedGroup'],
  ['1.5', 'de', 'misplacedGroup'],
  ['1.234,5', 'en', 'misplacedGroup'],
  ['1,234.5', 'de', 'misplacedGroup'],
  ['1,234 567', 'en', 'misplacedGroup'],
  ['0.5,000', 'en', 'misplacedGroup'],
  ['0,177', 'en', 'misplacedGroup'],
  ['0.177', 'de', 'misplacedGroup'],
  ['012,000', 'en', 'misplacedGroup'],
  [',000', 'en', 'misplacedGroup'],
  ['12/3', 'en', 'malformed'],
  ['--5', 'en', 'malformed'],
  ['.', 'en', 'malformed'],
  ['-', 'de', 'malformed'],
  ['e5', 'en', 'letters'],
  ['NaN', 'en', 'notFinite'],
  ['Infinity', 'de', 'notFinite'],
  ['-Infinity', 'en', 'notFinite'],
  ['1e309', 'en', 'notFinite'],
  ['1,5e400', 'de', 'notFinite'],
  ['1e16', 'en', 'tooLarge'],
  ['1,000,000,000,000,001', 'en', 'tooLarge'],
  ['-2e15', 'de', 'tooLarge'],
];

describe('parseLocalizedNumber', () => {
  it.each(accepted)('%j in %s reads as %d', (text, locale, expected) => {
    expect(parseLocalizedNumber(text, locale)).toEqual({ isOk: true, value: expected });
  });

  it.each(refused)('%j in %s is refused: %s', (text, locale, problem) => {
    expect(parseLocalizedNumber(text, locale)).toEqual({ isOk: false, problem });
  });

  it('gives 0, never -0, for a negative zero', () => {
    const parsed = parseLocalizedNumber('-0,0', 'de');
    expect(parsed.isOk && Object.is(parsed.value, 0)).toBe(true);
  });
});
