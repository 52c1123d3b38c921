import type { FactorSources } from '../factors/factor-sources.ts';
import { isCountryCode } from '../validation/country-codes.ts';

/** DESNZ "UK electricity", Scope 2, kg CO2e/kWh generated (combustion at the power station only). */
export const UK_GRID_LINEAGE_KEY = 'desnz:7_400_4000_5_1';

/**
 * DESNZ upstream of UK grid electricity, all Scope 3 category 3: well-to-tank of generation, transmission
 * and distribution losses, well-to-tank of those losses.
 */
export const UK_GRID_UPSTREAM_LINEAGE_KEYS = [
  'desnz:15_917_4000_5_1',
  'desnz:13_402_4000_5_1',
  'desnz:15_918_4000_5_1',
] as const;

/** eGRID2023 subregions with a total output emission rate in the library. */
export const EGRID_SUBREGIONS = [
  'AKGD',
  'AKMS',
  'AZNM',
  'CAMX',
  'ERCT',
  'FRCC',
  'HIMS',
  'HIOA',
  'MROE',
  'MROW',
  'NEWE',
  'NWPP',
  'NYCW',
  'NYLI',
  'NYUP',
  'PRMS',
  'RFCE',
  'RFCM',
  'RFCW',
  'RMPA',
  'SPNO',
  'SPSO',
  'SRMV',
  'SRMW',
  'SRSO',
  'SRTV',
  'SRVC',
] as const;

/** Kosovo: a user-assigned code, absent from ISO 3166-1 but published by Ember. */
const EXTRA_EMBER_COUNTRY_CODES: ReadonlySet<string> = new Set(['XK']);

export type GridElectricityResolution = {
  /** The region as resolved: 'GB', 'US', 'US-CAMX', 'DE', … */
  region: string;
  lineageKey: string;
  source: 'DESNZ' | 'EPA_EGRID' | 'EMBER_OWID';
  /**
   * Emissions at the power station only, upstream reported separately in category 3: DESNZ and eGRID as
   * published; Ember/OWID's life-cycle intensity split into its generation and upstream parts
   * (`splitGridIntensity`, IPCC AR5 Table A.III.2).
   */
  basis: 'combustion';
  /** Scope 3 category 3 factors of the region: DESNZ WTT and T&D, or Ember's upstream part. */
  upstreamLineageKeys: readonly string[];
  /**
   * eGRID: transmission and distribution losses (Scope 3 category 3) are derived from the subregion's grid
   * gross loss on the grid factor row (`transmissionLossFactor`); no well-to-tank factor is published.
   */
  hasGridGrossLoss: boolean;
  /**
   * Ember's split: no open source gives the country's T&D losses, so the row says they are left out, or
   * adds the loss percentage entered for the year.
   */
  isEmberSplit: boolean;
};

/** The lineages of Ember/OWID's split of a country's life-cycle intensity. */
export function emberSplitLineageKeys(country: string): { generation: string; upstream: string } {
  return { generation: `ember-owid-generation:${country}`, upstream: `ember-owid-upstream:${country}` };
}

/**
 * kg CO2e of transmission and distribution losses per kWh consumed, from a grid factor and its grid gross
 * loss (losses as a share of the electricity put into the grid): consuming 1 kWh means generating
 * 1 / (1 − loss) kWh, so loss / (1 − loss) kWh were lost on the way, each at the grid factor.
 */
export function transmissionLossFactor(
  gridFactor: number,
  gridGrossLossFraction: number,
): number | undefined {
  if (!(gridGrossLossFraction >= 0 && gridGrossLossFraction < 1)) return undefined;
  return (gridFactor * gridGrossLossFraction) / (1 - gridGrossLossFraction);
}

/**
 * Resolves the location-based grid factor of a region:
 * - 'GB' → DESNZ UK electricity (with DESNZ WTT and T&D upstream);
 * - 'US-<subregion>' → eGRID2023 total output emission rate of the subregion, AR5 (T&D losses from its
 *   grid gross loss);
 * - 'US' → eGRID2023 US average total output rate (same basis as the subregions, rather than Ember);
 * - another ISO 3166-1 alpha-2 code → Ember/OWID's intensity of the country and year split into generation
 *   (Scope 2) and upstream (category 3);
 * - with `gridSource` 'EMBER_OWID' (a year's settings), GB and US take Ember's split too; eGRID
 *   subregions have no Ember figure and keep eGRID.
 * Case and blanks are ignored. Returns undefined for an unknown region or eGRID subregion. The key may
 * still be missing from the library (Ember has no figure or no mix for some small territories): the server
 * then asks for a supplier-specific factor instead of guessing one.
 */
export function resolveGridElectricity(
  region: string,
  gridSource?: FactorSources['grid'],
): GridElectricityResolution | undefined {
  const code = region.trim().toUpperCase();
  if (gridSource === 'EMBER_OWID' && (code === 'GB' || code === 'US')) return resolveEmberSplit(code);
  if (code === 'GB') {
    return {
      region: code,
      lineageKey: UK_GRID_LINEAGE_KEY,
      source: 'DESNZ',
      basis: 'combustion',
      upstreamLineageKeys: UK_GRID_UPSTREAM_LINEAGE_KEYS,
      hasGridGrossLoss: false,
      isEmberSplit: false,
    };
  }
  if (code === 'US' || code.startsWith('US-')) {
    const subregion = code === 'US' ? 'US-AVERAGE' : code.slice(3);
    const isKnown = code === 'US' || (EGRID_SUBREGIONS as readonly string[]).includes(subregion);
    if (!isKnown) return undefined;
    return {
      region: code,
      lineageKey: `epa-egrid:${subregion.toLowerCase()}:total-output:ar5`,
      source: 'EPA_EGRID',
      basis: 'combustion',
      upstreamLineageKeys: [],
      hasGridGrossLoss: true,
      isEmberSplit: false,
    };
  }
  if (!isCountryCode(code) && !EXTRA_EMBER_COUNTRY_CODES.has(code)) return undefined;
  return resolveEmberSplit(code);
}

function resolveEmberSplit(code: string): GridElectricityResolution {
  const keys = emberSplitLineageKeys(code);
  return {
    region: code,
    lineageKey: keys.generation,
    source: 'EMBER_OWID',
    basis: 'combustion',
    upstreamLineageKeys: [keys.upstream],
    hasGridGrossLoss: false,
    isEmberSplit: true,
  };
}

/** The lineage key of a region's location-based grid factor (see `resolveGridElectricity`). */
export function resolveGridElectricityLineageKey(region: string): string | undefined {
  return resolveGridElectricity(region)?.lineageKey;
}
