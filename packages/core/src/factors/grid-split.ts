/**
 * Splits a life-cycle grid intensity (Ember/OWID, g CO2e/kWh) into the part emitted at generation
 * (Scope 2) and the upstream part (fuel supply, plant construction: Scope 3 category 3), by the country's
 * generation mix and the median direct and life-cycle intensity of each technology.
 *
 * Sources of the per-technology pairs (g CO2e/kWh, direct at generation / life cycle):
 * IPCC AR5 WG III Annex III, Table A.III.2 (Schlömer et al. 2014), medians. Bioenergy has no direct figure
 * in the table (n.a.) and its combustion CO2 is biogenic, outside the scopes under the GHG Protocol: 0.
 * Oil has no row in the table: life cycle 840 (IPCC SRREN 2011, Annex II, median of oil-fired generation),
 * direct 840 × 0.8193, the combustion share of DESNZ 2025 fuel oil (kWh gross CV: combustion 0.26813,
 * well-to-tank 0.05913 kg CO2e; 0.26813 / (0.26813 + 0.05913) = 0.8193).
 */

export const GRID_TECHNOLOGIES = [
  'coal',
  'gas',
  'oil',
  'bioenergy',
  'hydro',
  'nuclear',
  'solar',
  'wind',
  'otherRenewables',
] as const;
export type GridTechnology = (typeof GRID_TECHNOLOGIES)[number];

/** DESNZ 2025 fuel oil: combustion ÷ (combustion + well-to-tank), rounded to four places. */
export const OIL_COMBUSTION_SHARE = 0.8193;
/** IPCC SRREN 2011, Annex II: median life-cycle intensity of oil-fired generation. */
const OIL_LIFE_CYCLE = 840;

export type TechnologyIntensity = {
  /** g CO2e/kWh emitted at the plant. */
  direct: number;
  /** g CO2e/kWh over the life cycle. */
  lifeCycle: number;
  /** What the table row is, for derivations and docs. */
  label: string;
};

export const GRID_TECHNOLOGY_INTENSITIES: Readonly<Record<GridTechnology, TechnologyIntensity>> = {
  coal: { direct: 760, lifeCycle: 820, label: 'coal (PC)' },
  gas: { direct: 370, lifeCycle: 490, label: 'gas (combined cycle)' },
  // 840 × 0.8193 = 688.212 g CO2e/kWh.
  oil: { direct: OIL_LIFE_CYCLE * OIL_COMBUSTION_SHARE, lifeCycle: OIL_LIFE_CYCLE, label: 'oil' },
  bioenergy: { direct: 0, lifeCycle: 230, label: 'bioenergy (dedicated)' },
  hydro: { direct: 0, lifeCycle: 24, label: 'hydropower' },
  nuclear: { direct: 0, lifeCycle: 12, label: 'nuclear' },
  solar: { direct: 0, lifeCycle: 48, label: 'solar (utility PV)' },
  wind: { direct: 0, lifeCycle: 11, label: 'wind (onshore)' },
  otherRenewables: { direct: 0, lifeCycle: 38, label: 'other renewables (geothermal)' },
};

/** Generation shares in percent as published; null where the source left the cell blank. */
export type GridSharesPercent = Readonly<Record<GridTechnology, number | null>>;

export type GridIntensitySplit = {
  /** Σ share × direct, g CO2e/kWh. */
  directSum: number;
  /** Σ share × life cycle, g CO2e/kWh. */
  lifeCycleSum: number;
  /** directSum ÷ lifeCycleSum. */
  generationFraction: number;
  /** g CO2e/kWh at generation, as decimal text with the intensity's number of decimals. */
  generation: string;
  /** intensity − generation, exactly, with the same number of decimals. */
  upstream: string;
  decimals: number;
};

/**
 * Splits `intensity` (decimal text, g CO2e/kWh) by the mix. Both parts are rounded to the decimals of the
 * intensity, and the upstream part is the intensity minus the rounded generation part, so the two add up
 * to the published figure exactly. A blank share counts as 0 only when the others add up to 100 % ± 1;
 * otherwise, or when the mix is empty, there is no split (undefined): the mix is not known well enough.
 */
export function splitGridIntensity(
  intensity: string,
  shares: GridSharesPercent,
): GridIntensitySplit | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(intensity);
  if (!match) return undefined;
  const decimals = match[2]?.length ?? 0;
  const scaled = Number(`${match[1]}${match[2] ?? ''}`);
  const given = GRID_TECHNOLOGIES.map((technology) => shares[technology]);
  const hasBlank = given.some((share) => share === null);
  const total = given.reduce<number>((sum, share) => sum + (share ?? 0), 0);
  if (hasBlank && Math.abs(total - 100) > 1) return undefined;
  let directSum = 0;
  let lifeCycleSum = 0;
  for (const technology of GRID_TECHNOLOGIES) {
    const share = (shares[technology] ?? 0) / 100;
    directSum += share * GRID_TECHNOLOGY_INTENSITIES[technology].direct;
    lifeCycleSum += share * GRID_TECHNOLOGY_INTENSITIES[technology].lifeCycle;
  }
  if (!(lifeCycleSum > 0)) return undefined;
  const generationFraction = directSum / lifeCycleSum;
  const generationScaled = Math.round(generationFraction * scaled);
  return {
    directSum,
    lifeCycleSum,
    generationFraction,
    generation: writeScaled(generationScaled, decimals),
    upstream: writeScaled(scaled - generationScaled, decimals),
    decimals,
  };
}

/** An integer count of 10^-decimals as decimal text (37131064, 5 → '371.31064'). */
function writeScaled(value: number, decimals: number): string {
  const digits = String(value).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
