import type { FactorSources } from '../factors/factor-sources.ts';
import type { FormOption } from './form-definition.ts';

/**
 * The two activity-factor sources the Corporate form offers side by side: UK DESNZ and the US EPA
 * GHG Emission Factors Hub. A row's source is its option's: the user may pick either per row, and the
 * year's factor sources decide which one is offered first.
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

/**
 * The source offered first for new rows of a section: the year's fuels source in Scope 1 and 2 (and in
 * forms without scopes), its travel and waste source in Scope 3 (`FactorSources`, which follow the
 * year's region unless an admin chose them).
 */
export function getOfferedFactorSource(
  sources: Pick<FactorSources, 'fuels' | 'travelWaste'>,
  sectionScope: 1 | 2 | 3 | undefined,
): RegionalFactorSource {
  const source = sectionScope === 3 ? sources.travelWaste : sources.fuels;
  return source === 'EPA_HUB' ? 'EPA' : 'DESNZ';
}
