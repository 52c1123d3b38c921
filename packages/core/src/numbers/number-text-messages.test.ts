import { describe, expect, it } from 'vitest';
import { describeNumberEntryProblem } from './number-text-messages.ts';
import { NUMBER_TEXT_PROBLEMS } from './parse-localized-number.ts';

describe('describeNumberEntryProblem', () => {
  it.each([
    [
      'letters',
      'en',
      'Electricity',
      '"Electricity" contains letters: enter digits only, for example 120,000.5.',
    ],
    ['letters', 'de', 'Strom', '„Strom“ enthält Buchstaben: gib nur Ziffern ein, zum Beispiel 120.000,5.'],
    ['negative', 'en', 'Electricity', '"Electricity" must be zero or more.'],
    ['negative', 'de', undefined, 'Dieser Wert muss null oder größer sein.'],
    ['tooLarge', 'en', undefined, 'This value is larger than 1,000,000,000,000,000.'],
    ['tooLarge', 'de', 'Menge', '„Menge“ ist größer als 1.000.000.000.000.000.'],
  ] as const)('%s in %s for %s', (problem, locale, field, expected) => {
    expect(describeNumberEntryProblem(problem, locale, field)).toBe(expected);
  });

  it.each(['en', 'de'] as const)('has a distinct text for every problem in %s', (locale) => {
    const texts = [...NUMBER_TEXT_PROBLEMS, 'negative' as const].map((problem) =>
      describeNumberEntryProblem(problem, locale, 'X'),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });
});
