import { describe, expect, it } from 'vitest';
import { findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('figaro-2026.5.ndjson');
const CREDIT =
  'FIGARO monetary emission factors, Ecodex (https://getecodex.com), version 2026.5, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data.';

describe('FIGARO 2026.5 spend factors', () => {
  it('holds every row of both tables: 9,435 supply and 6,812 purchaser-price rows (PROVENANCE.md)', () => {
    expect(factors.filter((factor) => factor.id.includes(':supply:'))).toHaveLength(9435);
    expect(factors.filter((factor) => factor.id.includes(':purchaser:'))).toHaveLength(6812);
  });

  it('keeps a supply row as published, per 1000 EUR, with its scope split and origin shares', () => {
    // 2022,DE,Germany,C28,…,296461.0,225.82,17.34,208.48,8.1,9.24,193.12,16.85,176.26,0.38,0.18,0.45
    const machinery = findFactor(factors, 'figaro-2026.5:supply:2022:DE:C28');
    expect(machinery).toMatchObject({
      lineageKey: 'figaro-supply:DE:C28',
      source: 'FIGARO',
      edition: '2026.5 (2022)',
      year: 2022,
      value: 225.82,
      activityUnit: 'kEUR',
      unitCategory: 'currency',
      region: 'DE',
      scope: 3,
      gases: { co2: 193.12 },
      licence: 'CC-BY-SA-4.0',
      attribution: CREDIT,
    });
    expect(machinery.derivation).toContain('scope 1 8.1 + scope 2 9.24 + scope 3 upstream 208.48 = 225.82');
    expect(machinery.derivation).toContain(
      'domestically 0.38, in the rest of the EU27 0.18, in the rest of the world 0.45',
    );
    expect(machinery).not.toHaveProperty('purchaserValuation');
  });

  it('keeps a purchaser-price row with its rebasing ratio and margin term', () => {
    // 2022,FR,France,C28,…,2022,53542.1,0.7308,0.2579,0.0113,0.0774,0.7308,146.25,37.72,333.84,243.98,281.69
    const machinery = findFactor(factors, 'figaro-2026.5:purchaser:2022:FR:C28');
    expect(machinery).toMatchObject({
      lineageKey: 'figaro-purchaser:FR:C28',
      value: 281.69,
      purchaserValuation: { rebasingRatio: 0.7308, marginTerm: 37.72, valuationYear: 2022 },
    });
  });

  it('names Greece GR, as every other source of the library does', () => {
    expect(factors.some((factor) => factor.region === 'GR')).toBe(true);
    expect(factors.some((factor) => factor.region === 'EL')).toBe(false);
  });
});
