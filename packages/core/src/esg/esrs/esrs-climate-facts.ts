import type { Totals } from '../../contracts/calculator.ts';
import { type CalculatorFact, deriveVsmeClimateFacts, type Turnover } from '../climate-facts.ts';
import { ESRS_TARGET_CODES } from '../climate-targets.ts';
import { ESRS_ENERGY_TOTAL_CODE } from './energy-mix-check.ts';

/** The ESRS E1 datapoints the calculator answers, by the VSME concept holding the same figure. */
const ESRS_OF_VSME: Readonly<Record<string, string>> = {
  'vsme:TotalEnergyConsumption': ESRS_ENERGY_TOTAL_CODE,
  'vsme:GrossScope1GreenhouseGasEmissions': 'esrs:E1-6.grossScope1',
  'vsme:GrossLocationBasedScope2GreenhouseGasEmissions': 'esrs:E1-6.grossScope2Location',
  'vsme:GrossMarketBasedScope2GreenhouseGasEmissions': 'esrs:E1-6.grossScope2Market',
  'vsme:GrossScope3GreenhouseGasEmissions': 'esrs:E1-6.grossScope3',
  'vsme:TotalGrossLocationBasedGHGEmissions': 'esrs:E1-6.totalLocation',
  'vsme:TotalGrossMarketBasedGHGEmissions': 'esrs:E1-6.totalMarket',
  'vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue': 'esrs:E1-6.intensityLocation',
  'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue': 'esrs:E1-6.intensityMarket',
};

/** The E1 datapoints filled from the calculator (figures and E1-4's targets): read-only in the ESRS form. */
export const ESRS_CALCULATOR_CODES: ReadonlySet<string> = new Set([
  ...Object.values(ESRS_OF_VSME),
  ...ESRS_TARGET_CODES,
]);

/** The net revenue E1-6 divides by for the intensities. */
export const ESRS_NET_REVENUE_CODE = 'esrs:E1-6.netRevenue';

/**
 * E1's climate figures from the calculator's years of the period: total energy (E1-5), gross Scope 1,
 * Scope 2 on both bases, Scope 3 and the totals (E1-6), and, with a positive net revenue, the
 * intensities per revenue. The same figures as VSME B3, under the ESRS form's ids.
 */
export function deriveEsrsClimateFacts(totals: Totals, netRevenue?: Turnover): CalculatorFact[] {
  return deriveVsmeClimateFacts(totals, netRevenue).flatMap((fact) => {
    const code = ESRS_OF_VSME[fact.concept];
    return code ? [{ concept: code, answer: fact.answer }] : [];
  });
}
