/**
 * Impact categories of an emission (spec section 3 "Emissions"). The electricity and energy
 * categories measure the energy mix itself, not an emission caused by the company's own activity, so a
 * surcharge (a safety margin on emissions) would distort them: they are kept apart from the rest.
 * Biogenic CO2 is reported outside the scopes and is no part of the inventory's total, which is what
 * the surcharge is a margin on: it is not surcharged either.
 */
export const UNSURCHARGED_IMPACT_CATEGORIES = [
  'electricity',
  'electricityBioenergy',
  'electricityCoal',
  'electricityGas',
  'electricityHydro',
  'electricityNonRenewable',
  'electricityNuclear',
  'electricityOtherFossil',
  'electricityOtherRenewables',
  'electricityRenewable',
  'electricitySolar',
  'electricityWind',
  'energy',
  'energyNonRenewable',
  'energyRenewable',
  'biogenic',
] as const;

/** Impact categories that receive the instance's surcharge, like the CO2e results do. */
export const SURCHARGED_IMPACT_CATEGORIES = [
  'acidification',
  'climateFossil',
  'climateLandUseAndLUC',
  'ecotoxicityFreshwater',
  'eutrophicationFreshwater',
  'eutrophicationMarine',
  'eutrophicationTerrestrial',
  'humanToxicityCancer',
  'humanToxicityNonCancer',
  'ionisingRadiation',
  'landUse',
  'ozoneDepletion',
  'particulateMatter',
  'photochemicalOzone',
  'resourceUseFossils',
  'resourceUseMineralsMetals',
  'waterUse',
] as const;

export const IMPACT_CATEGORIES = [
  ...UNSURCHARGED_IMPACT_CATEGORIES,
  ...SURCHARGED_IMPACT_CATEGORIES,
] as const;

export type UnsurchargedImpactCategory = (typeof UNSURCHARGED_IMPACT_CATEGORIES)[number];
export type SurchargedImpactCategory = (typeof SURCHARGED_IMPACT_CATEGORIES)[number];
export type ImpactCategory = (typeof IMPACT_CATEGORIES)[number];

const surchargedSet: ReadonlySet<string> = new Set(SURCHARGED_IMPACT_CATEGORIES);

/** Tells whether the instance's surcharge applies to an impact category (false for electricity*, energy* and biogenic CO2). */
export function isSurchargedImpactCategory(category: ImpactCategory): boolean {
  return surchargedSet.has(category);
}
