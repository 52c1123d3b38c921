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

/** EPA mobile-combustion biofuels (table 2 names them without "Biomass Fuels"). */
const EPA_MOBILE_BIOFUELS: ReadonlySet<string> = new Set([
  'epa-hub:t2/biodiesel-100',
  'epa-hub:t2/ethanol-100',
]);

/**
 * Tells whether a fuel is wholly renewable (ESRS E1-5 "fuel consumption from renewable sources"): DESNZ
 * "Bioenergy" rows (biodiesel, bioethanol, wood…) and EPA "Biomass Fuels" (also biodiesel and ethanol in
 * the mobile table). Forecourt blends are split instead (`getBlendFossilShare`).
 */
export function isRenewableFuel(factor: FuelClassificationFields): boolean {
  if (factor.lineageKey.startsWith('desnz:2_') || EPA_MOBILE_BIOFUELS.has(factor.lineageKey)) return true;
  return (factor.level1 ?? '') === 'Bioenergy' || (factor.level2 ?? '').startsWith('Biomass Fuels');
}

/** The mix of a fuel: all renewable or all fossil. */
export function getFuelMix(factor: FuelClassificationFields): EnergyMixShares {
  return isRenewableFuel(factor) ? RENEWABLE_ENERGY : FOSSIL_ENERGY;
}

/**
 * Forecourt blends (DESNZ "Diesel (average biofuel blend)", "Petrol (average biofuel blend)") and their
 * 100 % mineral counterparts, each by its per-kWh (gross CV) row. The blend's fossil energy share is the
 * ratio of the two rows' CO2 per kWh: the bio part's CO2 is biogenic, so DESNZ leaves it out of the blend's
 * CO2 (it reports it outside the scopes), and both fuels carry the same CO2 per kWh of fossil fuel.
 */
export const DESNZ_BLENDS: Readonly<Record<string, { blendKwhKey: string; mineralKwhKey: string }>> = {
  '1011': { blendKwhKey: 'desnz:1_101_1011_6_1', mineralKwhKey: 'desnz:1_101_1012_6_1' },
  '1017': { blendKwhKey: 'desnz:1_101_1017_6_1', mineralKwhKey: 'desnz:1_101_1018_6_1' },
};

/** The blend whose rows a DESNZ fuel row belongs to (diesel or petrol, average biofuel blend). */
export function getDesnzBlend(
  lineageKey: string,
): { blendKwhKey: string; mineralKwhKey: string } | undefined {
  const match = /^desnz:1_101_(\d+)_\d+_1$/.exec(lineageKey);
  return match ? DESNZ_BLENDS[match[1] ?? ''] : undefined;
}

/**
 * The fossil share (0..1) of a blend's energy from the CO2 per kWh of the blend and of its mineral fuel,
 * or undefined without both. A share above 1 (rounding) counts as 1.
 */
export function getBlendFossilShare(
  blendCo2PerKwh: number | null | undefined,
  mineralCo2PerKwh: number | null | undefined,
): number | undefined {
  if (typeof blendCo2PerKwh !== 'number' || typeof mineralCo2PerKwh !== 'number') return undefined;
  if (!(blendCo2PerKwh >= 0) || !(mineralCo2PerKwh > 0)) return undefined;
  return Math.min(1, blendCo2PerKwh / mineralCo2PerKwh);
}

/** A mix of fossil and renewable energy from the fossil share. */
export function toFossilRenewableMix(fossilShare: number): EnergyMixShares {
  return { fossil: fossilShare, nuclear: 0, renewable: 1 - fossilShare };
}

/** The fuels a DESNZ vehicle burns, each by its per-kWh (gross CV) row. */
export const VEHICLE_FUEL_KWH_KEYS = {
  diesel: 'desnz:1_101_1011_6_1',
  petrol: 'desnz:1_101_1017_6_1',
  cng: 'desnz:1_100_1001_6_1',
  lpg: 'desnz:1_100_1003_6_1',
} as const;
export type VehicleFuel = keyof typeof VEHICLE_FUEL_KWH_KEYS;

/** DESNZ Scope 1 vehicle rows per km or mile: cars, motorbikes, vans, HGVs (plain and refrigerated). */
const DESNZ_VEHICLE_DISTANCE_KEY = /^desnz:(4_30[012]|5_30[345])_\d+_(4|9)_1$/;

export function isDesnzVehicleDistanceKey(lineageKey: string): boolean {
  return DESNZ_VEHICLE_DISTANCE_KEY.test(lineageKey);
}

/** The library fields that name a vehicle's fuel (DESNZ "Column Text" is the variant). */
export type VehicleFields = { lineageKey: string; level2?: string | null; variant?: string | null };

/**
 * The fuel a DESNZ Scope 1 vehicle row burns: HGVs are all diesel, motorbikes run on petrol, cars and vans
 * by their fuel column; hybrids and plug-in hybrids burn petrol (a plug-in hybrid's electricity is Scope 2).
 * `electric` for battery electric vehicles: DESNZ gives them 0 in Scope 1, their electricity is Scope 2
 * (metered at company sites, or the "charged elsewhere" rows). Undefined where the fuel is unknown.
 */
export function getVehicleFuel(factor: VehicleFields): VehicleFuel | 'electric' | undefined {
  if (!isDesnzVehicleDistanceKey(factor.lineageKey)) return undefined;
  const level2 = (factor.level2 ?? '').toLowerCase();
  if (level2.includes('all diesel')) return 'diesel';
  if (level2 === 'motorbike') return 'petrol';
  const variant = (factor.variant ?? '').toLowerCase();
  if (variant === 'diesel') return 'diesel';
  if (variant === 'petrol' || variant === 'hybrid' || variant === 'plug-in hybrid electric vehicle')
    return 'petrol';
  if (variant === 'cng') return 'cng';
  if (variant === 'lpg') return 'lpg';
  if (variant === 'battery electric vehicle') return 'electric';
  return undefined;
}

/** The per-kWh (net CV) rows of the two fuels a car of unknown fuel may burn. */
export const VEHICLE_FUEL_NET_KWH_KEYS = {
  diesel: 'desnz:1_101_1011_7_1',
  petrol: 'desnz:1_101_1017_7_1',
} as const;

/** DESNZ's kWh (net CV) per km of a vehicle row ("SECR kWh pass & delivery vehs", unit code 5). */
export function getVehicleNetKwhKey(lineageKey: string): string | undefined {
  const match = /^desnz:[45]_(\d+_\d+_(?:4|9))_1$/.exec(lineageKey);
  return match && isDesnzVehicleDistanceKey(lineageKey) ? `desnz:6_${match[1]}_5` : undefined;
}

/** A fuel's kg CO2e per kWh on each calorific basis. */
export type FuelPerKwh = { perNetKwh: number; perGrossKwh: number };

/**
 * The fuels of a car whose fuel is unknown (DESNZ's fleet average of diesel and petrol cars), in kWh
 * (gross CV) per unit of distance. DESNZ publishes the car's kg CO2e and its kWh (net CV) per km; the
 * diesel energy d and petrol energy p (net CV) solve d + p = kWh and d × diesel + p × petrol = kg CO2e
 * (each fuel's kg CO2e per net kWh); each is then raised to gross CV by its fuel's net-to-gross ratio
 * (kg CO2e per net kWh ÷ per gross kWh). Undefined where the numbers admit no such split.
 */
export function splitUnknownVehicleFuel(args: {
  kgPerDistance: number;
  netKwhPerDistance: number;
  diesel: FuelPerKwh;
  petrol: FuelPerKwh;
}): { dieselKwh: number; petrolKwh: number } | undefined {
  const { kgPerDistance, netKwhPerDistance, diesel, petrol } = args;
  const values = [kgPerDistance, netKwhPerDistance, diesel.perNetKwh, diesel.perGrossKwh];
  if (![...values, petrol.perNetKwh, petrol.perGrossKwh].every((value) => value > 0)) return undefined;
  if (diesel.perNetKwh === petrol.perNetKwh) return undefined;
  const rawDiesel =
    (kgPerDistance - netKwhPerDistance * petrol.perNetKwh) / (diesel.perNetKwh - petrol.perNetKwh);
  const dieselNet = Math.min(netKwhPerDistance, Math.max(0, rawDiesel));
  const petrolNet = netKwhPerDistance - dieselNet;
  return {
    dieselKwh: (dieselNet * diesel.perNetKwh) / diesel.perGrossKwh,
    petrolKwh: (petrolNet * petrol.perNetKwh) / petrol.perGrossKwh,
  };
}

/**
 * DESNZ's own kWh per km of an electric vehicle charged outside the company's meters ("SECR kWh UK
 * electricity for EVs", unit code 6) for a Scope 2 "UK electricity for EVs" row per km or mile.
 */
export function getEvElectricityKwhKey(lineageKey: string): string | undefined {
  const match = /^desnz:8_(\d+_\d+_(?:4|9))_1$/.exec(lineageKey);
  return match ? `desnz:9_${match[1]}_6` : undefined;
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
 * (`US-RFCE` reads the United States mix) and for the UK (`GB`). The library holds no generation mix per
 * eGRID subregion (EPA's table gives emission rates only), so a subregion reports the national mix, and
 * the report says so (`isSubregionWithNationalMix`).
 */
export function getGridMixLineageKey(region: string): string | undefined {
  const code = region.trim().toUpperCase();
  if (code === '') return undefined;
  const country = code.includes('-') ? code.slice(0, code.indexOf('-')) : code;
  return /^[A-Z]{2}$/.test(country) ? `ember-owid:${country}` : undefined;
}

/** Tells whether a region is a subregion (`US-RFCE`) whose energy mix is the country's. */
export function isSubregionWithNationalMix(region: string): boolean {
  const code = region.trim().toUpperCase();
  return /^[A-Z]{2}-/.test(code) && getGridMixLineageKey(code) !== undefined;
}
