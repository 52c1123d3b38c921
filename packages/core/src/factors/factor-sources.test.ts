import { describe, expect, it } from 'vitest';
import { describeFactorNote } from './factor-notes.ts';
import { defaultFactorSources, isFigaroCountry } from './factor-sources.ts';

describe('defaultFactorSources', () => {
  it('keeps the UK and the US on the sources their figures always used', () => {
    expect(defaultFactorSources('GB')).toEqual({
      fuels: 'DESNZ',
      grid: 'DESNZ',
      spend: 'EPA_USEEIO',
      travelWaste: 'DESNZ',
    });
    expect(defaultFactorSources('US-CAMX')).toEqual({
      fuels: 'EPA_HUB',
      grid: 'EPA_EGRID',
      spend: 'EPA_USEEIO',
      travelWaste: 'EPA_HUB',
    });
  });

  it('gives a European company Ember for the grid and FIGARO for spend', () => {
    expect(defaultFactorSources(' de ')).toMatchObject({ grid: 'EMBER_OWID', spend: 'FIGARO' });
    expect(defaultFactorSources('FR')).toMatchObject({ grid: 'EMBER_OWID', spend: 'FIGARO' });
  });

  it('keeps USEEIO for spend outside the FIGARO countries', () => {
    expect(defaultFactorSources('JP')).toMatchObject({ grid: 'EMBER_OWID', spend: 'EPA_USEEIO' });
    expect(isFigaroCountry('EL')).toBe(false);
    expect(isFigaroCountry('gr')).toBe(true);
  });
});

describe('describeFactorNote', () => {
  it('words a note in English and German', () => {
    const note = { code: 'factorYear', factorYear: 2024, year: 2025 } as const;
    expect(describeFactorNote(note, 'en')).toBe('Data of 2024 used for 2025: no later year is published.');
    expect(describeFactorNote(note, 'de')).toBe(
      'Daten von 2024 für 2025 verwendet: kein späteres Jahr veröffentlicht.',
    );
    expect(describeFactorNote({ code: 'factorYear', factorYear: 2024, year: 1998 }, 'en')).toBe(
      'Data of 2024 used for 1998: no data of that year is published.',
    );
  });

  it('says when a part year of rates priced the spend', () => {
    const partYear = {
      code: 'exchangeRateYear',
      currency: 'USD',
      rateYear: 2026,
      months: 4,
      spendYear: 2026,
    } as const;
    expect(describeFactorNote(partYear, 'en')).toContain('4 months of rates');
    expect(describeFactorNote({ ...partYear, months: 12, rateYear: 2022, spendYear: 2022 }, 'en')).toBe(
      "USD converted at the ECB's 2022 average rate.",
    );
  });
});
