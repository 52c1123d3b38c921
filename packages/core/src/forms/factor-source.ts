import type { FormOption } from './form-definition.ts';

/**
 * The two activity-factor sources the Corporate form offers side by side: UK DESNZ and the US EPA
 * GHG Emission Factors Hub. A row's source is its option's: the user may pick either per row, and the
 * year's region decides which one is offered first.
 */
export const REGIONAL_FACTOR_SOURCES = ['DESNZ', 'EPA'] as const;
export type RegionalFactorSource = (typeof REGIONAL_FACTOR_SOURCES)[number];

const SOURCE_BY_PREFIX: readonly [string, RegionalFactorSource][] = [
  ['desnz:', 'DESNZ'],
  ['epa-hub:', 'EPA'],
];

/**
 * The regional source of an option's own factor, or undefined for options that are the same everywhere
 * (grid electricity by region, spend, factors the user types or picks, refrigerant GWPs).
 */
export function getOptionFactorSource(option: Pick<FormOption, 'factor'>): RegionalFactorSource | undefined {
  const { factor } = option;
  if (factor.kind !== 'library') return undefined;
  return SOURCE_BY_PREFIX.find(([prefix]) => factor.lineageKey.startsWith(prefix))?.[1];
}

/** The source offered first for a year's region: EPA for the US and its eGRID subregions, else DESNZ. */
export function defaultFactorSourceForRegion(region: string | null | undefined): RegionalFactorSource {
  const code = (region ?? '').trim().toUpperCase();
  return code === 'US' || code.startsWith('US-') ? 'EPA' : 'DESNZ';
}
