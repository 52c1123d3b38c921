import { describe, expect, it } from 'vitest';
import { isReadDifferentlyByLocale, readInEveryLocale, readNumberWithoutLocale } from './locale-readings.ts';

describe('readInEveryLocale', () => {
  it.each([
    ['1,234', { en: 1234, de: 1.234 }],
    ['1.500', { en: 1.5, de: 1500 }],
    ['1,5', { en: undefined, de: 1.5 }],
    ['1,234.5', { en: 1234.5, de: undefined }],
    ['250', { en: 250, de: 250 }],
    ['abc', { en: undefined, de: undefined }],
  ])('%j reads as %j', (text, readings) => {
    expect(readInEveryLocale(text)).toEqual(readings);
  });
});

describe('isReadDifferentlyByLocale', () => {
  it.each([
    ['1,234', true],
    ['1.234', true],
    ['120,000', true],
    ['0.500', false],
    ['0,177', false],
    ['1,5', false],
    ['1.5', false],
    ['1,234.5', false],
    ['1.234,5', false],
    ['120000', false],
    ['1e3', false],
    ['', false],
    ['n/a', false],
  ])('%j → %s', (text, expected) => {
    expect(isReadDifferentlyByLocale(text)).toBe(expected);
  });
});

describe('readNumberWithoutLocale', () => {
  it.each([
    { text: '120', expected: 120 },
    { text: ' 0.5 ', expected: 0.5 },
    { text: '120,5', expected: 120.5 },
    { text: '-0.3', expected: -0.3 },
    { text: '120,000', expected: undefined },
    { text: '1.500', expected: undefined },
    { text: 'abc', expected: undefined },
    { text: '', expected: undefined },
  ])('reads "$text" as $expected', ({ text, expected }) => {
    expect(readNumberWithoutLocale(text)).toBe(expected);
  });
});
