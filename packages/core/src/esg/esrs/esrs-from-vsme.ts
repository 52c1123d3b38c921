import type { CalculatorFact } from '../climate-facts.ts';
import { checkDatapointValue, type DatapointValue } from '../datapoints/datapoint-values.ts';
import { findEsrsDatapoint } from './esrs-catalogue.ts';

/**
 * ESRS S1-6's datapoints that VSME B8 asks too, with the B8 datapoint that answers each: the head counts
 * by gender and by contract and the turnover rate. S1-6's total head count, the kinds of workers and
 * the gender categories have no B8 counterpart and stay the company's to enter.
 */
export const ESRS_FROM_VSME_B8: ReadonlyMap<string, string> = new Map([
  ['esrs:S1-6.employeesFemale', 'vsme:NumberOfFemaleEmployees'],
  ['esrs:S1-6.employeesMale', 'vsme:NumberOfMaleEmployees'],
  ['esrs:S1-6.employeesOther', 'vsme:NumberOfOtherGenderEmployees'],
  ['esrs:S1-6.permanent', 'vsme:NumberOfPermanentContractEmployees'],
  ['esrs:S1-6.temporary', 'vsme:NumberOfTemporaryContractEmployees'],
  ['esrs:S1-6.turnover', 'vsme:EmployeeTurnoverRate'],
]);

/**
 * S1-6's answers taken from a VSME year of the same period (`answerOf` gives its saved answer to a VSME
 * code): one fact per mapped datapoint the VSME year answered, the answer as it stands when it fits
 * the ESRS datapoint. A datapoint the VSME year left open gives no fact.
 */
export function deriveEsrsFactsFromVsme(
  answerOf: (code: string) => DatapointValue | undefined,
): CalculatorFact[] {
  const facts: CalculatorFact[] = [];
  for (const [esrsCode, vsmeCode] of ESRS_FROM_VSME_B8) {
    const answer = answerOf(vsmeCode);
    const datapoint = findEsrsDatapoint(esrsCode);
    if (!answer || !datapoint || checkDatapointValue(datapoint, answer) !== null) continue;
    facts.push({ concept: esrsCode, answer });
  }
  return facts;
}
