import type { ElectricityMix } from '../factors/factor-schema.ts';
import {
  ENERGY_UNIT_CATEGORY,
  type EnergyMixShares,
  FOSSIL_ENERGY,
  RENEWABLE_ENERGY,
} from './energy-consumption.ts';

/**
 * Energy content of fuels. Every fuel is converted to kWh on a GROSS calorific value basis (higher heating
 * value): the basis of the EPA heat contents and of the DESNZ default (the kWh on UK gas bills). The
 * calorific value is read from the library, never typed: the publisher's factor of the fuel per unit
 * divided by its factor per kWh (gross CV) is the fuel's kWh per unit, because the publisher derives one
 * from the other with that calorific value.
 * - DESNZ fossil fuels (`desnz:1_…`): the fuel's "kWh (Gross CV)" row (unit code 6).
 * - DESNZ bioenergy (`desnz:2_…`): DESNZ publishes one kWh row per biomass fuel (unit code 5), used as
 *   published.
 * - EPA stationary combustion (table 1): the fuel's per-mmBtu row (`…:kwh`, HHV).
 * - EPA mobile combustion (table 2, CO2 only): the same fuel's table-1 rows per unit and per kWh, because
 *   a CO2-only factor divided by a CO2e factor would not be a calorific value.
 */
export type CalorificReference = {
  /** The factor per unit of quantity (often the row's own factor). */
  perUnitLineageKey: string;
  /** The same fuel's factor per kWh, gross CV. */
  perKwhLineageKey: string;
};

const DESNZ_KEY = /^desnz:([12])_(\d+)_(\d+)_(\d+)_1$/;
const EPA_TABLE1_KEY = /^epa-hub:t1\/([^:]+):([a-z0-9]+)$/;

/** EPA table-2 fuels and the table-1 fuel with the same heat content (HHV). */
const EPA_MOBILE_TO_STATIONARY: Readonly<Record<string, string>> = {
  'aviation-gasoline': 'aviation-gasoline:l',
  'compressed-natural-gas-cng': 'natural-gas:m3',
  'diesel-fuel': 'distillate-fuel-oil-no.-2:l',
  'kerosene-type-jet-fuel': 'kerosene-type-jet-fuel:l',
  'liquefied-petroleum-gases-lpg': 'liquefied-petroleum-gases-lpg:l',
  'motor-gasoline': 'motor-gasoline:l',
  'residual-fuel-oil': 'residual-fuel-oil-no.-6:l',
  'biodiesel-100': 'biodiesel-100:l',
  'ethanol-100': 'ethanol-100:l',
};

/** Where a fuel factor's calorific value is read from, or undefined for a factor that is not a fuel. */
export function getCalorificReference(lineageKey: string): CalorificReference | undefined {
  const desnz = DESNZ_KEY.exec(lineageKey);
  if (desnz) {
    const [, group, table, fuel] = desnz;
    const energyUnitCode = group === '1' ? '6' : '5';
    return {
      perUnitLineageKey: lineageKey,
      perKwhLineageKey: `desnz:${group}_${table}_${fuel}_${energyUnitCode}_1`,
    };
  }
  const epa = EPA_TABLE1_KEY.exec(lineageKey);
  if (epa) return { perUnitLineageKey: lineageKey, perKwhLineageKey: `epa-hub:t1/${epa[1]}:kwh` };
  const mobile = /^epa-hub:t2\/(.+)$/.exec(lineageKey);
  const stationary = mobile ? EPA_MOBILE_TO_STATIONARY[mobile[1] ?? ''] : undefined;
  if (!stationary) return undefined;
  const fuel = stationary.slice(0, stationary.lastIndexOf(':'));
  return { perUnitLineageKey: `epa-hub:t1/${stationary}`, perKwhLineageKey: `epa-hub:t1/${fuel}:kwh` };
}

/**
 * kWh (gross CV) per base unit of the quantity from the two factors, each per base unit of its own
 * category (kg CO2e per m³, per kg, per kWh…). Undefined when either is missing or zero.
 */
export function getKwhPerBaseUnit(
  perUnit: { valuePerBaseUnit: number; unitCategory: string } | undefined,
  perKwh: { valuePerBaseUnit: number; unitCategory: string } | undefined,
): number | undefined {
  if (!perUnit || !perKwh || perKwh.unitCategory !== ENERGY_UNIT_CATEGORY) return undefined;
  if (!(perKwh.valuePerBaseUnit > 0) || !(perUnit.valuePerBaseUnit > 0)) return undefined;
  const ratio = perUnit.valuePerBaseUnit / perKwh.valuePerBaseUnit;
  return Number.isFinite(ratio) ? ratio : undefined;
}

/** The library fields that tell a biomass fuel from a fossil one. */
export type FuelClassificationFields = { lineageKey: string; level1?: string | null; level2?: string | null };

/**
 * Tells whether a fuel is renewable (ESRS E1-5 "fuel consumption from renewable sources"): DESNZ
 * "Bioenergy" rows and EPA "Biomass Fuels". Forecourt blends (diesel or petrol with some biofuel) are
 * reported as fossil: the publishers give no energy share of the blend's bio part.
 */
export function isRenewableFuel(factor: FuelClassificationFields): boolean {
  if (factor.lineageKey.startsWith('desnz:2_')) return true;
  return (factor.level1 ?? '') === 'Bioenergy' || (factor.level2 ?? '').startsWith('Biomass Fuels');
}

/** The mix of a fuel: all renewable or all fossil. */
export function getFuelMix(factor: FuelClassificationFields): EnergyMixShares {
  return isRenewableFuel(factor) ? RENEWABLE_ENERGY : FOSSIL_ENERGY;
}

/**
 * A grid's generation mix (Ember/OWID shares) grouped as ESRS E1-5 asks: fossil (coal, gas, other
 * fossil), nuclear, renewable (hydro, solar, wind, bioenergy, other renewables). Published shares are
 * rounded, so the three are scaled to add up to exactly 1. Undefined when the mix has no shares at all.
 */
export function groupElectricityMix(mix: ElectricityMix | null | undefined): EnergyMixShares | undefined {
  if (!mix) return undefined;
  const share = (value: number | null | undefined) => (typeof value === 'number' ? value : 0);
  const fossil = share(mix.coal) + share(mix.gas) + share(mix.otherFossil);
  const nuclear = share(mix.nuclear);
  const renewable =
    share(mix.hydro) + share(mix.solar) + share(mix.wind) + share(mix.bioenergy) + share(mix.otherRenewables);
  const sum = fossil + nuclear + renewable;
  if (!(sum > 0)) return undefined;
  return { fossil: fossil / sum, nuclear: nuclear / sum, renewable: renewable / sum };
}

/**
 * The Ember/OWID row whose mix describes a region's grid: the country's, also for a US eGRID subregion
 * (`US-RFCE` reads the United States mix) and for the UK (`GB`).
 */
export function getGridMixLineageKey(region: string): string | undefined {
  const code = region.trim().toUpperCase();
  if (code === '') return undefined;
  const country = code.includes('-') ? code.slice(0, code.indexOf('-')) : code;
  return /^[A-Z]{2}$/.test(country) ? `ember-owid:${country}` : undefined;
}
