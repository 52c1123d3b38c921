import { getScope2LocationBasedKg } from '../calculator/scope2-location.ts';
import type { Totals } from '../contracts/calculator.ts';
import type { DatapointValue } from './datapoints/datapoint-values.ts';

/** A figure the calculator answers for a VSME or ESRS climate datapoint, read-only in the ESG form. */
export type CalculatorFact = { readonly concept: string; readonly answer: DatapointValue };

/** The company's turnover for the intensities: an amount in an ISO 4217 currency. */
export type Turnover = { readonly amount: number; readonly currency: string };

const tonnes = (kg: number): DatapointValue => ({ kind: 'number', value: kg / 1000, unit: 'utr:tCO2e' });

/**
 * The VSME B3 figures the calculator's years of the period answer (spec: E1 and B3 fill themselves):
 * gross Scope 1, Scope 2 on both bases, Scope 3, the totals of Scope 1 and 2 and of all three scopes
 * (tCO2e), the total energy consumption (MWh, gross calorific value), and, when the turnover is known and
 * positive, the GHG intensities per unit of turnover (tCO2e per currency unit, as the taxonomy's unit
 * says). Emissions outside the scopes (footprint forms) are not part of any scope total.
 */
export function deriveVsmeClimateFacts(totals: Totals, turnover?: Turnover): CalculatorFact[] {
  const scope1 = totals.totalCo2InKgPerScope[1];
  const scope2Market = totals.totalCo2InKgPerScope[2];
  const scope2Location = getScope2LocationBasedKg(totals);
  const scope3 = totals.totalCo2InKgPerScope[3];
  const sums = {
    scope12Market: scope1 + scope2Market,
    scope12Location: scope1 + scope2Location,
    totalMarket: scope1 + scope2Market + scope3,
    totalLocation: scope1 + scope2Location + scope3,
  };
  const facts: CalculatorFact[] = [
    { concept: 'vsme:GrossScope1GreenhouseGasEmissions', answer: tonnes(scope1) },
    { concept: 'vsme:GrossMarketBasedScope2GreenhouseGasEmissions', answer: tonnes(scope2Market) },
    { concept: 'vsme:GrossLocationBasedScope2GreenhouseGasEmissions', answer: tonnes(scope2Location) },
    { concept: 'vsme:GrossScope3GreenhouseGasEmissions', answer: tonnes(scope3) },
    { concept: 'vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions', answer: tonnes(sums.scope12Market) },
    {
      concept: 'vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions',
      answer: tonnes(sums.scope12Location),
    },
    { concept: 'vsme:TotalGrossMarketBasedGHGEmissions', answer: tonnes(sums.totalMarket) },
    { concept: 'vsme:TotalGrossLocationBasedGHGEmissions', answer: tonnes(sums.totalLocation) },
    {
      concept: 'vsme:TotalEnergyConsumption',
      answer: { kind: 'number', value: totals.totalEnergyConsumptionInKwh / 1000, unit: 'utr:MWh' },
    },
  ];
  if (!turnover || !(turnover.amount > 0) || !/^[A-Z]{3}$/.test(turnover.currency)) return facts;
  const intensity = (kg: number): DatapointValue => ({
    kind: 'number',
    value: kg / 1000 / turnover.amount,
    unit: `utr:tCO2e/iso4217:${turnover.currency}`,
  });
  return [
    ...facts,
    {
      concept: 'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased',
      answer: intensity(sums.scope12Market),
    },
    {
      concept: 'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased',
      answer: intensity(sums.scope12Location),
    },
    {
      concept: 'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
      answer: intensity(sums.totalMarket),
    },
    {
      concept: 'vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue',
      answer: intensity(sums.totalLocation),
    },
  ];
}
