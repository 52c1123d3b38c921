import { findVsmeDatapoint } from '../datapoints/index.ts';
import type { VsmeDatapoint } from '../datapoints/types.ts';

/**
 * The Basic-module facts a VSME report is not complete without (B1 basis for preparation and the
 * undertaking's key figures, B3 energy and Scope 1 and 2): the export refuses to run while one is missing.
 */
export const REQUIRED_VSME_BASIC_CONCEPTS = [
  'vsme:BasisForPreparation',
  'vsme:BasisForReporting',
  'vsme:UndertakingsLegalForm',
  'vsme:NaceSectorClassificationCodes',
  'vsme:Assets',
  'vsme:Turnover',
  'vsme:NumberOfEmployees',
  'vsme:TypeOfNumberOfEmployees',
  'vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
  'vsme:TotalEnergyConsumption',
  'vsme:GrossScope1GreenhouseGasEmissions',
  'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
] as const;

/** The required datapoints among `REQUIRED_VSME_BASIC_CONCEPTS` that the given concepts do not answer. */
export function listMissingRequiredVsmeFacts(answered: Iterable<string>): VsmeDatapoint[] {
  const present = new Set(answered);
  return REQUIRED_VSME_BASIC_CONCEPTS.filter((concept) => !present.has(concept)).map(
    (concept) => findVsmeDatapoint(concept) as VsmeDatapoint,
  );
}
