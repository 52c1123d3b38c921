import type { FactorUsed } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildResult } from './inputs-fixtures.ts';
import {
  describeCalculationIssue,
  describeFactorNotes,
  describeFactorsUsed,
  formatFactorUnit,
  getRowEmission,
} from './row-display.ts';

const factor = (part: FactorUsed['part'], value: number): FactorUsed => ({
  part,
  factorId: `f-${part}`,
  lineageKey: null,
  source: 'DESNZ',
  edition: '2025',
  licence: 'OGL-UK-3.0',
  value,
  valueUnit: 'kgCO2e/kWh',
});

describe('getRowEmission', () => {
  it('shows the location-based total only when it differs after rounding', () => {
    const same = buildResult();
    expect(getRowEmission(same)).toEqual({ total: 182.96 });
    const dual = buildResult({ figures: { ...same.figures, total: 0, locationBasedTotal: 363.001 } });
    expect(getRowEmission(dual)).toEqual({ total: 0, locationBasedTotal: 363.001 });
    const close = buildResult({ figures: { ...same.figures, total: 1.001, locationBasedTotal: 1.002 } });
    expect(getRowEmission(close)).toEqual({ total: 1.001 });
  });
});

describe('describeFactorsUsed', () => {
  it('lists the direct factor first with source, edition, value and unit', () => {
    const lines = describeFactorsUsed([factor('indirect', 0.03), factor('direct', 0.18296)], 'en');
    expect(
      lines.map(({ part, source, edition, value, unit }) => [part, source, edition, value, unit]),
    ).toEqual([
      ['direct', 'DESNZ', '2025', '0.18296', 'kg CO2e/kWh'],
      ['indirect', 'DESNZ', '2025', '0.03', 'kg CO2e/kWh'],
    ]);
    expect(new Set(lines.map((line) => line.id)).size).toBe(2);
  });

  it('keeps the main factor a proxy stands in for, and nothing for a published factor', () => {
    const proxy = { ...factor('indirect', 0.62409), proxyFor: 'epa-hub:t2/diesel-fuel' };
    const lines = describeFactorsUsed([factor('direct', 2.7), proxy], 'en');
    expect(lines.map((line) => line.proxyFor)).toEqual([undefined, 'epa-hub:t2/diesel-fuel']);
  });

  it('words the notes and gives the FIGARO credit, saying where the factor was converted', () => {
    const converted: FactorUsed = {
      ...factor('direct', 202.749256),
      source: 'FIGARO',
      licence: 'CC-BY-SA-4.0',
      notes: [{ code: 'convertedToPurchaserPrices', supplierCountry: 'DE', buyerCountry: 'FR' }],
    };
    const [line] = describeFactorsUsed([converted], 'de');
    expect(describeFactorNotes([converted], 'de')).toEqual([
      'Angebotsfaktor von DE in Anschaffungspreise von FR umgerechnet (Umrechnungsverhältnis und Spannenterm); ein umgerechneter Faktor, nicht von Ecodex veröffentlicht.',
    ]);
    expect(line?.credit).toMatch(
      /^FIGARO monetary emission factors, Ecodex \(https:\/\/getecodex\.com\), version 2026\.5, DOI 10\.5281\/zenodo\.23157020, licence CC BY-SA 4\.0\. Computed from Eurostat data\. Umgerechnet:/,
    );
    expect(describeFactorsUsed([factor('direct', 1)], 'en')[0]).not.toHaveProperty('credit');
  });

  it('writes the value in the locale', () => {
    expect(describeFactorsUsed([factor('direct', 1234.56789)], 'de')[0]?.value).toBe('1.234,57');
  });

  it('reads kgCO2e as kg CO2e', () => {
    expect(formatFactorUnit('kgCO2e')).toBe('kg CO2e');
    expect(formatFactorUnit('kWh')).toBe('kWh');
  });
});

describe('describeCalculationIssue', () => {
  const t = ((key: string, options?: { issue?: string }) =>
    options?.issue ? `${key}:${options.issue}` : key) as unknown as TFunction;
  it.each([
    [null, undefined],
    ['missingAmount', 'calculatorInputs.row.issue.missingAmount'],
    ['missing-amount', 'calculatorInputs.row.issue.missingAmount'],
    ['NO_FACTOR_FOR_REGION', 'calculatorInputs.row.issue.noFactorForRegion'],
    ['noFigaroFactor', 'calculatorInputs.row.issue.noFigaroFactor'],
    ['strange', 'calculatorInputs.row.issue.other:strange'],
  ])('%j → %j', (issue, expected) => {
    expect(describeCalculationIssue(t, issue)).toBe(expected);
  });
});

describe('describeFactorNotes', () => {
  it('words the notes of a row once each, in the page language', () => {
    const year = { code: 'factorYear', factorYear: 2024, year: 2025 } as const;
    const generation = {
      ...factor('direct', 0.266),
      notes: [year, { code: 'gridLossesNotIncluded', region: 'DE' } as const],
    };
    const upstream = { ...factor('indirect', 0.078), notes: [year] };
    expect(describeFactorNotes([generation, upstream], 'en')).toEqual([
      'Data of 2024 used for 2025: no later year is published.',
      expect.stringContaining(
        'Transmission and distribution losses not included: no open source gives them for DE.',
      ),
    ]);
    expect(describeFactorNotes([upstream], 'de')).toEqual([
      'Daten von 2024 für 2025 verwendet: kein späteres Jahr veröffentlicht.',
    ]);
    expect(describeFactorNotes([factor('direct', 0.177)], 'en')).toEqual([]);
  });
});
