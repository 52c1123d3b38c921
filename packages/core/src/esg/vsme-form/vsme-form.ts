import type { VsmeModuleSelection } from '../../contracts/esg.ts';
import { VSME_TARGET_CONCEPTS } from '../climate-targets.ts';
import { listVsmeDatapoints, VSME_DISCLOSURE_CODES, type VsmeDisclosureCode } from '../datapoints/index.ts';
import type { VsmeDatapoint } from '../datapoints/types.ts';

/** The form version an ESG year is entered with: the VSME taxonomy's release. */
export const VSME_TAXONOMY_VERSION = 'vsme-2026-05-01';

/**
 * The datapoints the calculator answers: B3's figures (see `deriveVsmeClimateFacts`) and C3's target
 * base year and target year (see `deriveVsmeTargetFacts`); read-only in the form. The energy breakdown
 * by source stays the company's to enter.
 */
export const VSME_CALCULATOR_CONCEPTS: ReadonlySet<string> = new Set([
  'vsme:GrossScope1GreenhouseGasEmissions',
  'vsme:GrossMarketBasedScope2GreenhouseGasEmissions',
  'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
  'vsme:GrossScope3GreenhouseGasEmissions',
  'vsme:TotalGrossMarketBasedScope1AndScope2GHGEmissions',
  'vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions',
  'vsme:TotalGrossMarketBasedGHGEmissions',
  'vsme:TotalGrossLocationBasedGHGEmissions',
  'vsme:TotalEnergyConsumption',
  'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased',
  'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased',
  'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
  'vsme:TotalLocationBasedGreenhouseGasEmissionsIntensityValue',
  ...VSME_TARGET_CONCEPTS,
]);

export type VsmeFormSection = {
  readonly code: VsmeDisclosureCode;
  readonly module: 'basic' | 'comprehensive' | 'other';
  readonly datapoints: readonly VsmeDatapoint[];
};

/**
 * The disclosures a year with the given modules shows, in the standard's order: Basic B1–B11, with the
 * Comprehensive module also C1–C9, and the entity-specific disclosures last. Each holds the datapoints
 * of the selected modules (Basic alone leaves out the Comprehensive-only datapoints).
 */
export function listVsmeFormSections(modules: VsmeModuleSelection): VsmeFormSection[] {
  const isComprehensive = modules === 'comprehensive';
  return VSME_DISCLOSURE_CODES.filter((code) => isComprehensive || !code.startsWith('C')).map((code) => ({
    code,
    module: code === 'other' ? 'other' : code.startsWith('C') ? 'comprehensive' : 'basic',
    datapoints: listVsmeDatapoints(code).filter(
      (datapoint) => isComprehensive || datapoint.module !== 'comprehensive',
    ),
  }));
}

/** How far a disclosure is filled in: a disclosure stated not material is complete without answers. */
export function computeDisclosureCompletion(
  datapointCodes: readonly string[],
  answeredCodes: ReadonlySet<string>,
  isNotMaterial: boolean,
): { answered: number; total: number; isComplete: boolean } {
  const answered = datapointCodes.filter((code) => answeredCodes.has(code)).length;
  const total = datapointCodes.length;
  return { answered, total, isComplete: isNotMaterial || (total > 0 && answered === total) };
}

const NACE_TYPED = /^([A-U])(?:\s*(\d{2})(?:\.(\d{1,2}))?)?$/i;
const NACE_MEMBER = /^nace:NACE_([A-U])(\d{2})?(\d{1,2})?$/;

/**
 * A NACE code as people write it ("C", "C13", "C13.2", "c 13.20") as the taxonomy's member
 * (`nace:NACE_C132`); null when it is not one.
 */
export function parseNaceCode(text: string): string | null {
  const match = NACE_TYPED.exec(text.trim());
  if (!match) return null;
  const [, section = '', division = '', group = ''] = match;
  return `nace:NACE_${section.toUpperCase()}${division}${group}`;
}

/** A NACE member as people write it: `nace:NACE_C132` → "C13.2"; other ids unchanged. */
export function formatNaceCode(id: string): string {
  if (id === 'nace:NACE_AllEconomicActivitiesNAMember') return 'All economic activities';
  const match = NACE_MEMBER.exec(id);
  if (!match) return id;
  const [, section = '', division = '', group = ''] = match;
  return `${section}${division}${group ? `.${group}` : ''}`;
}
