import { describe, expect, it } from 'vitest';
import { resolveSpendChoice } from './spend-choice.ts';

const machinery = { kind: 'spend' as const, lineageKey: 'epa-useeio:333249', nace: 'C28' as const };
const byNace = { kind: 'spend' as const, nace: 'userSelected' as const };
const france = { region: 'FR', yearSource: 'FIGARO' as const };
const us = { region: 'US-CAMX', yearSource: 'EPA_USEEIO' as const };

describe('resolveSpendChoice', () => {
  it.each([
    ['the year default FIGARO', machinery, {}, france, { source: 'FIGARO', nace: 'C28', buyerCountry: 'FR' }],
    ['the year default USEEIO', machinery, {}, us, { source: 'EPA_USEEIO', lineageKey: 'epa-useeio:333249' }],
    [
      'FIGARO chosen by a US year with a supplier',
      machinery,
      { spendSource: 'FIGARO', supplierCountry: 'DE' },
      us,
      { source: 'FIGARO', buyerCountry: 'US', supplierCountry: 'DE' },
    ],
    [
      'an unknown supplier',
      machinery,
      { supplierCountry: 'unknown' },
      france,
      { supplierCountry: undefined },
    ],
    ['the NACE industry of the row', byNace, { naceIndustry: 'J62_63' }, france, { nace: 'J62_63' }],
  ])('reads %s', (_name, ref, inputs, year, expected) => {
    const read = resolveSpendChoice(ref, inputs, year);
    expect('choice' in read && read.choice).toMatchObject(expected);
  });

  it.each([
    [
      'FIGARO for a US year without a supplier',
      machinery,
      { spendSource: 'FIGARO' },
      us,
      'supplierCountry',
      'validation.figaroNeedsEuropeanCountry',
    ],
    [
      'a NACE row of a US year without a supplier',
      byNace,
      { naceIndustry: 'C28' },
      us,
      'supplierCountry',
      'validation.figaroNeedsEuropeanCountry',
    ],
    [
      'an unknown source',
      machinery,
      { spendSource: 'EXIOBASE' },
      france,
      'spendSource',
      'validation.invalid',
    ],
    [
      'a country outside FIGARO',
      machinery,
      { supplierCountry: 'US' },
      france,
      'supplierCountry',
      'validation.invalid',
    ],
    [
      'a lower-case country',
      machinery,
      { supplierCountry: 'de' },
      france,
      'supplierCountry',
      'validation.invalid',
    ],
    [
      'USEEIO for a NACE row',
      byNace,
      { naceIndustry: 'C28', spendSource: 'EPA_USEEIO' },
      france,
      'spendSource',
      'validation.invalid',
    ],
    ['a NACE row without its industry', byNace, {}, france, 'naceIndustry', 'validation.required'],
    [
      'a code that is no NACE A64 code',
      byNace,
      { naceIndustry: 'C281' },
      france,
      'naceIndustry',
      'validation.invalid',
    ],
  ])('refuses %s', (_name, ref, inputs, year, inputId, message) => {
    expect(resolveSpendChoice(ref, inputs, year)).toEqual({ refusal: { inputId, message } });
  });
});
