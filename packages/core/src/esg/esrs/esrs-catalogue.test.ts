import { describe, expect, it } from 'vitest';
import type { Totals } from '../../contracts/calculator.ts';
import { checkDatapointValue, type DatapointValue } from '../datapoints/datapoint-values.ts';
import { ESRS_DATAPOINTS, ESRS_DISCLOSURES, ESRS_STANDARDS, findEsrsDatapoint } from './esrs-catalogue.ts';
import { deriveEsrsClimateFacts, ESRS_CALCULATOR_CODES } from './esrs-climate-facts.ts';

const EXPECTED_COUNTS = { E1: 9, E2: 6, E3: 5, E4: 6, E5: 6, S1: 17, S2: 5, S3: 5, S4: 5, G1: 6 } as const;

const sample = (datapoint: (typeof ESRS_DATAPOINTS)[number]): DatapointValue => {
  switch (datapoint.type) {
    case 'number':
      return {
        kind: 'number',
        value: 1,
        unit: (datapoint.units[0] ?? '').replace('iso4217:*', 'iso4217:EUR'),
      };
    case 'percentage':
      return { kind: 'percentage', value: 50 };
    case 'yesNo':
      return { kind: 'yesNo', value: true };
    case 'date':
      return { kind: 'date', value: datapoint.datePrecision === 'year' ? '2025' : '2025-06-30' };
    case 'choice':
      return { kind: 'choice', value: [] };
    default:
      return { kind: 'text', value: 'Our own words.' };
  }
};

describe('the ESRS catalogue', () => {
  it('holds every disclosure requirement of the topical standards, in order', () => {
    const expected = ESRS_STANDARDS.flatMap((standard) =>
      Array.from({ length: EXPECTED_COUNTS[standard] }, (_, index) => `${standard}-${index + 1}`),
    );
    expect(ESRS_DISCLOSURES.map((d) => d.code)).toEqual(expected);
    for (const disclosure of ESRS_DISCLOSURES) {
      expect(disclosure.datapoints.length, disclosure.code).toBeGreaterThan(0);
      expect(disclosure.name.en.trim(), disclosure.code).not.toBe('');
      expect(disclosure.name.de.trim(), disclosure.code).not.toBe('');
    }
  });

  it('gives each datapoint a unique code, labels in English and German, and a valid type', () => {
    const codes = ESRS_DATAPOINTS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const datapoint of ESRS_DATAPOINTS) {
      expect(datapoint.code).toMatch(/^esrs:[EGS]\d-\d{1,2}\.[a-zA-Z0-9]+$/);
      expect(datapoint.code.startsWith(`esrs:${datapoint.disclosure}.`)).toBe(true);
      expect(datapoint.label.en.trim(), datapoint.code).not.toBe('');
      expect(datapoint.label.de.trim(), datapoint.code).not.toBe('');
      expect(datapoint.type === 'number' ? datapoint.units.length > 0 : datapoint.units.length === 0).toBe(
        true,
      );
      if (datapoint.type !== 'choice')
        expect(checkDatapointValue(datapoint, sample(datapoint)), datapoint.code).toBeNull();
    }
  });

  it('asks for the key metrics in their units', () => {
    expect(findEsrsDatapoint('esrs:E1-6.grossScope1')?.units).toEqual(['utr:tCO2e']);
    expect(findEsrsDatapoint('esrs:E1-5.energyRenewable')?.units).toEqual(['utr:MWh']);
    expect(findEsrsDatapoint('esrs:E3-4.consumption')?.units).toEqual(['utr:m3']);
    expect(findEsrsDatapoint('esrs:E5-5.wasteTotal')?.units).toContain('utr:t');
    expect(findEsrsDatapoint('esrs:S1-14.recordableAccidents')?.type).toBe('number');
    expect(findEsrsDatapoint('esrs:G1-4.fines')?.units).toEqual(['iso4217:*']);
    const scope1 = findEsrsDatapoint('esrs:E1-6.grossScope1');
    if (!scope1) throw new Error('missing');
    expect(checkDatapointValue(scope1, { kind: 'number', value: 3, unit: 'utr:MWh' })).toBe('unknownUnit');
  });

  it('asks E2-5 for the substances of very high concern present, several ids of the substance list', () => {
    const present = findEsrsDatapoint('esrs:E2-5.veryHighConcernPresent');
    if (!present) throw new Error('missing');
    expect(present.choices).toEqual({ kind: 'substances', isMultiple: true });
    expect(checkDatapointValue(present, { kind: 'choice', value: ['204-211-0', 'SVHC-7'] })).toBeNull();
    expect(checkDatapointValue(present, { kind: 'choice', value: [] })).toBe('noChoice');
    expect(checkDatapointValue(present, { kind: 'choice', value: ['x'.repeat(101)] })).toBe('unknownChoice');
    expect(checkDatapointValue(present, { kind: 'choice', value: ['a\nb'] })).toBe('unknownChoice');
  });

  it('offers the reference lists of section 3 as choices, and keeps answers to their items', () => {
    const listsUsed = new Set(
      ESRS_DATAPOINTS.flatMap((d) => (d.choices?.kind === 'reference' ? [d.choices.listId] : [])),
    );
    expect([...listsUsed].sort()).toEqual(
      [
        'employee-types',
        'energy-consumption',
        'energy-source-types',
        'gender',
        'ghg-category',
        'human-right-categories',
        'market-location',
        'percentage-category',
        'removal-storage-activities',
        'scope-category',
        'source-type',
        'time-horizon',
      ].sort(),
    );
    const gases = findEsrsDatapoint('esrs:E1-6.gasesIncluded');
    const band = findEsrsDatapoint('esrs:S1-8.coverageBand');
    if (!gases || !band) throw new Error('missing datapoints');
    expect(checkDatapointValue(gases, { kind: 'choice', value: ['co2', 'ch4'] })).toBeNull();
    // An id of another list (or none of any) is refused, not stored.
    expect(checkDatapointValue(gases, { kind: 'choice', value: ['co2', 'scope-1'] })).not.toBeNull();
    expect(checkDatapointValue(band, { kind: 'choice', value: ['40-59'] })).toBeNull();
    // A single choice takes one item only.
    expect(checkDatapointValue(band, { kind: 'choice', value: ['0-19', '20-39'] })).not.toBeNull();
  });
});

describe('deriveEsrsClimateFacts', () => {
  const totals: Totals = {
    numResults: 3,
    totalCo2InKg: 70_500,
    totalCo2InKgPerScope: { 1: 12_000, 2: 8_000, 3: 50_000 },
    totalEnergyConsumptionInKwh: 90_000,
    totalLocationBasedCo2InKg: 72_500,
    scope3PerCategory: {},
    unscopedCo2InKg: 500,
    biogenicCo2InKg: 0,
    energyMixInKwh: {
      locationBased: { fossil: 60_000, nuclear: 5_000, renewable: 25_000 },
      marketBased: { fossil: 50_000, nuclear: 0, renewable: 40_000 },
    },
  };

  it('answers E1-5 and E1-6 under the ESRS ids, with intensities once the net revenue is known', () => {
    const facts = new Map(deriveEsrsClimateFacts(totals).map((fact) => [fact.concept, fact.answer]));
    expect(facts.get('esrs:E1-6.grossScope1')).toEqual({ kind: 'number', value: 12, unit: 'utr:tCO2e' });
    expect(facts.get('esrs:E1-6.grossScope2Location')).toEqual({
      kind: 'number',
      value: 10,
      unit: 'utr:tCO2e',
    });
    expect(facts.get('esrs:E1-6.totalMarket')).toEqual({ kind: 'number', value: 70, unit: 'utr:tCO2e' });
    expect(facts.get('esrs:E1-5.energyTotal')).toEqual({ kind: 'number', value: 90, unit: 'utr:MWh' });
    expect(facts.has('esrs:E1-6.intensityMarket')).toBe(false);
    const withRevenue = deriveEsrsClimateFacts(totals, { amount: 1_000_000, currency: 'EUR' });
    const intensity = withRevenue.find((fact) => fact.concept === 'esrs:E1-6.intensityMarket');
    expect(intensity?.answer).toEqual({ kind: 'number', value: 0.00007, unit: 'utr:tCO2e/iso4217:EUR' });
    for (const fact of withRevenue) {
      expect(ESRS_CALCULATOR_CODES.has(fact.concept)).toBe(true);
      const datapoint = findEsrsDatapoint(fact.concept);
      if (!datapoint) throw new Error(fact.concept);
      expect(checkDatapointValue(datapoint, fact.answer), fact.concept).toBeNull();
    }
  });
});

describe('the ESRS ranges', () => {
  const find = (code: string) => {
    const found = findEsrsDatapoint(code);
    if (!found) throw new Error(`no datapoint ${code}`);
    return found;
  };
  const count = (value: number): DatapointValue => ({ kind: 'number', value, unit: 'xbrli:pure' });

  it('refuses negative head counts and emissions, takes fractions and signed money and water', () => {
    expect(checkDatapointValue(find('esrs:S1-6.employeesTotal'), count(-3))).toBe('negative');
    expect(checkDatapointValue(find('esrs:S1-6.employeesFemale'), count(-1))).toBe('negative');
    expect(checkDatapointValue(find('esrs:S1-6.employeesTotal'), count(12.5))).toBeNull();
    const scope1 = find('esrs:E1-6.grossScope1');
    expect(checkDatapointValue(scope1, { kind: 'number', value: -1, unit: 'utr:tCO2e' })).toBe('negative');
    const water = find('esrs:E3-4.consumption');
    expect(checkDatapointValue(water, { kind: 'number', value: -1, unit: 'utr:m3' })).toBeNull();
  });

  it('takes a negative gender pay gap down to -100 %, other percentages from 0', () => {
    const gap = find('esrs:S1-16.genderPayGap');
    expect(checkDatapointValue(gap, { kind: 'percentage', value: -5.5 })).toBeNull();
    expect(checkDatapointValue(gap, { kind: 'percentage', value: -101 })).toBe('outOfRange');
    const renewable = find('esrs:E1-5.renewableShare');
    expect(checkDatapointValue(renewable, { kind: 'percentage', value: -5.5 })).toBe('outOfRange');
  });
});
