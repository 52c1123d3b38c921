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
   * 'combustion': emissions at the power station only (DESNZ, eGRID), upstream reported separately in
   * category 3. 'lifeCycle': Ember/OWID include fuel supply and plant construction, so the Scope 2 figure is
   * higher and the upstream part cannot be split off; not comparable with combustion-based factors.
   */
  basis: 'combustion' | 'lifeCycle';
  /** Scope 3 category 3 factors published for the region (only DESNZ publishes them). */
  upstreamLineageKeys: readonly string[];
  /**
   * eGRID: transmission and distribution losses (Scope 3 category 3) are derived from the subregion's grid
   * gross loss on the grid factor row (`transmissionLossFactor`); no well-to-tank factor is published.
   */
  hasGridGrossLoss: boolean;
};

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
 * - another ISO 3166-1 alpha-2 code → Ember/OWID life-cycle grid intensity.
 * Case and blanks are ignored. Returns undefined for an unknown region or eGRID subregion. The key may
 * still be missing from the library (Ember has no figure for 36 small territories): the server then asks
 * for a supplier-specific factor instead of guessing one.
 */
export function resolveGridElectricity(region: string): GridElectricityResolution | undefined {
  const code = region.trim().toUpperCase();
  if (code === 'GB') {
    return {
      region: code,
      lineageKey: UK_GRID_LINEAGE_KEY,
      source: 'DESNZ',
      basis: 'combustion',
      upstreamLineageKeys: UK_GRID_UPSTREAM_LINEAGE_KEYS,
      hasGridGrossLoss: false,
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
    };
  }
  if (!isCountryCode(code) && !EXTRA_EMBER_COUNTRY_CODES.has(code)) return undefined;
  return {
    region: code,
    lineageKey: `ember-owid:${code}`,
    source: 'EMBER_OWID',
    basis: 'lifeCycle',
    upstreamLineageKeys: [],
    hasGridGrossLoss: false,
  };
}

/** The lineage key of a region's location-based grid factor (see `resolveGridElectricity`). */
export function resolveGridElectricityLineageKey(region: string): string | undefined {
  return resolveGridElectricity(region)?.lineageKey;
}
