import { describe, expect, it } from 'vitest';
import { getScope2LocationBasedKg } from '../calculator/scope2-location.ts';
import type { Totals } from '../contracts/calculator.ts';
import { deriveVsmeClimateFacts } from './climate-facts.ts';
import { checkDatapointValue } from './datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from './datapoints/index.ts';

// A year checked by hand: Scope 1 12,000 kg, Scope 2 8,000 kg market-based and 10,000 kg location-based,
// Scope 3 50,000 kg, 500 kg outside the scopes, 90,000 kWh of own energy.
const totals: Totals = {
  numResults: 12,
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

const figureOf = (facts: ReturnType<typeof deriveVsmeClimateFacts>, concept: string) => {
  const answer = facts.find((fact) => fact.concept === concept)?.answer;
  return answer?.kind === 'number' ? [answer.value, answer.unit] : undefined;
};

describe('deriveVsmeClimateFacts', () => {
  it('takes Scope 2 location-based from the difference of the totals', () => {
    expect(getScope2LocationBasedKg(totals)).toBe(10_000);
    // Certificates that cost more than the grid: location-based below market-based.
    const dearer = { ...totals, totalCo2InKg: 500, totalLocationBasedCo2InKg: 450 };
    expect(getScope2LocationBasedKg({ ...dearer, totalCo2InKgPerScope: { 1: 0, 2: 500, 3: 0 } })).toBe(450);
  });

  it('answers B3 in tonnes and MWh, scopes only in the totals', () => {
    const facts = deriveVsmeClimateFacts(totals);
    expect(figureOf(facts, 'vsme:GrossScope1GreenhouseGasEmissions')).toEqual([12, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:GrossMarketBasedScope2GreenhouseGasEmissions')).toEqual([8, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:GrossLocationBasedScope2GreenhouseGasEmissions')).toEqual([10, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:GrossScope3GreenhouseGasEmissions')).toEqual([50, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions')).toEqual([
      20,
      'utr:tCO2e',
    ]);
    expect(figureOf(facts, 'vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions')).toEqual([
      22,
      'utr:tCO2e',
    ]);
    expect(figureOf(facts, 'vsme:TotalGrossMarketBasedGHGEmissions')).toEqual([70, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:TotalGrossLocationBasedGHGEmissions')).toEqual([72, 'utr:tCO2e']);
    expect(figureOf(facts, 'vsme:TotalEnergyConsumption')).toEqual([90, 'utr:MWh']);
    expect(facts.some((fact) => fact.concept.includes('Intensity'))).toBe(false);
  });

  it('adds the intensities per unit of turnover when the turnover is known', () => {
    const facts = deriveVsmeClimateFacts(totals, { amount: 2_000_000, currency: 'EUR' });
    expect(figureOf(facts, 'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased')).toEqual([
      0.00001,
      'utr:tCO2e/iso4217:EUR',
    ]);
    expect(figureOf(facts, 'vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue')).toEqual([
      0.000036,
      'utr:tCO2e/iso4217:EUR',
    ]);
    expect(deriveVsmeClimateFacts(totals, { amount: 0, currency: 'EUR' })).toHaveLength(9);
    expect(deriveVsmeClimateFacts(totals, { amount: 5, currency: 'euro' })).toHaveLength(9);
  });

  it('answers only datapoints of the taxonomy, each valid for its datapoint', () => {
    for (const fact of deriveVsmeClimateFacts(totals, { amount: 1e6, currency: 'USD' })) {
      const datapoint = findVsmeDatapoint(fact.concept);
      expect(datapoint, fact.concept).toBeDefined();
      expect(checkDatapointValue(datapoint as never, fact.answer), fact.concept).toBeNull();
    }
  });
});
