import type { GasBreakdown, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import type { SourceEdition } from './create-factor.ts';
import {
  KM_PER_MILE,
  KWH_PER_MMBTU,
  L_PER_US_GALLON,
  M3_PER_SCF,
  roundDerived,
  T_PER_SHORT_TON,
  TKM_PER_SHORT_TON_MILE,
} from './unit-conversions.ts';

export const EPA_HUB_EDITION: SourceEdition = {
  source: 'EPA_HUB',
  sourceName: 'US EPA GHG Emission Factors Hub',
  edition: '2025',
  licence: 'US-Gov-Public-Domain',
  attribution:
    'U.S. Environmental Protection Agency, Center for Corporate Climate Leadership: GHG Emission Factors Hub (January 2025). U.S. Government work, public domain.',
  slug: 'epa-hub-2025',
};

export const EPA_HUB_YEAR = 2025;

/** From a US unit the Hub publishes "per" to the library unit: value per library unit = value per US unit ÷ size. */
export type UnitConversion = Pick<NormalizedFactor, 'activityUnit' | 'unitCategory' | 'sourceUnit'> & {
  /** How many library units one source unit is (1 mmBtu = 293.07107017 kWh). */
  size: number;
  sizeText: string;
};

export const FROM_MMBTU: UnitConversion = {
  sourceUnit: 'mmBtu',
  activityUnit: 'kWh',
  unitCategory: 'energy',
  size: KWH_PER_MMBTU,
  sizeText: '293.07107017 kWh/mmBtu',
};
export const FROM_SHORT_TON: UnitConversion = {
  sourceUnit: 'short ton',
  activityUnit: 't',
  unitCategory: 'weight',
  size: T_PER_SHORT_TON,
  sizeText: '0.90718474 t/short ton',
};
export const FROM_SCF: UnitConversion = {
  sourceUnit: 'scf',
  activityUnit: 'm3',
  unitCategory: 'volume',
  size: M3_PER_SCF,
  sizeText: '0.028316846592 m3/scf',
};
export const FROM_GALLON: UnitConversion = {
  sourceUnit: 'gallon',
  activityUnit: 'l',
  unitCategory: 'volume',
  size: L_PER_US_GALLON,
  sizeText: '3.785411784 l/US gallon',
};
export const FROM_VEHICLE_MILE: UnitConversion = {
  sourceUnit: 'vehicle-mile',
  activityUnit: 'km',
  unitCategory: 'distance',
  size: KM_PER_MILE,
  sizeText: '1.609344 km/mile',
};
export const FROM_PASSENGER_MILE: UnitConversion = {
  sourceUnit: 'passenger-mile',
  activityUnit: 'p.km',
  unitCategory: 'personDistance',
  size: KM_PER_MILE,
  sizeText: '1.609344 km/mile',
};
export const FROM_SHORT_TON_MILE: UnitConversion = {
  sourceUnit: 'short ton-mile',
  activityUnit: 't.km',
  unitCategory: 'weightDistance',
  size: TKM_PER_SHORT_TON_MILE,
  sizeText: '(0.90718474 t/short ton × 1.609344 km/mile) t.km/short ton-mile',
};

/** The Hub's physical units (table 1 "unit", table 2/8/10 "unit") → conversion. */
export const HUB_UNITS: Record<string, UnitConversion> = {
  'short ton': FROM_SHORT_TON,
  scf: FROM_SCF,
  gallon: FROM_GALLON,
  'vehicle-mile': FROM_VEHICLE_MILE,
  'passenger-mile': FROM_PASSENGER_MILE,
  'short ton-mile': FROM_SHORT_TON_MILE,
};

/** Per-gas amounts per source unit as the Hub publishes them: CO2 in kg, CH4 and N2O in g. */
export type GasAmounts = { co2Kg?: number; ch4G?: number; n2oG?: number };

export type Gwp = { set: 'AR5' | 'AR6'; ch4: number; n2o: number };

export type Co2eResult = { value: number; gases: GasBreakdown; derivation: string };

/**
 * Combines per-gas amounts into kg CO2e per library unit:
 *   kg CO2e per source unit = CO2 kg + CH4 g ÷ 1000 × GWP(CH4) + N2O g ÷ 1000 × GWP(N2O)
 *   kg CO2e per library unit = that ÷ (library units per source unit)
 * Each gas is kept in kg CO2e per library unit. The derivation spells the arithmetic out for the auditor.
 */
export function convertGasesToCo2e(amounts: GasAmounts, unit: UnitConversion, gwp: Gwp): Co2eResult {
  const gases: GasBreakdown = {};
  const terms: string[] = [];
  let perSourceUnit = 0;
  if (amounts.co2Kg !== undefined) {
    perSourceUnit += amounts.co2Kg;
    gases.co2 = roundDerived(amounts.co2Kg / unit.size);
    terms.push(`${amounts.co2Kg} kg CO2`);
  }
  if (amounts.ch4G !== undefined) {
    const kgCo2e = (amounts.ch4G / 1000) * gwp.ch4;
    perSourceUnit += kgCo2e;
    gases.ch4 = roundDerived(kgCo2e / unit.size);
    terms.push(`${amounts.ch4G} g CH4 ÷ 1000 × ${gwp.ch4}`);
  }
  if (amounts.n2oG !== undefined) {
    const kgCo2e = (amounts.n2oG / 1000) * gwp.n2o;
    perSourceUnit += kgCo2e;
    gases.n2o = roundDerived(kgCo2e / unit.size);
    terms.push(`${amounts.n2oG} g N2O ÷ 1000 × ${gwp.n2o}`);
  }
  if (terms.length === 0) throw new Error('no gas amounts to convert');
  perSourceUnit = roundDerived(perSourceUnit);
  const value = roundDerived(perSourceUnit / unit.size);
  const gwpText = amounts.ch4G === undefined && amounts.n2oG === undefined ? '' : ` (${gwp.set} GWPs)`;
  const derivation = `(${terms.join(' + ')}) per ${unit.sourceUnit}${gwpText} = ${perSourceUnit} kg CO2e per ${unit.sourceUnit}; ÷ ${unit.sizeText} = ${value} kg CO2e per ${unit.activityUnit}`;
  return { value, gases, derivation };
}

/**
 * EPA footnote markers glued to labels in the extracted tables ('Passenger Car A', 'TruckC'). Listed one by
 * one instead of stripped by pattern, so that a real trailing capital is never cut off.
 */
export const FOOTNOTED_LABELS: Record<string, string> = {
  'Agricultural EquipmentA': 'Agricultural Equipment',
  'Construction/Mining EquipmentB': 'Construction/Mining Equipment',
  'Passenger Car A': 'Passenger Car',
  'Light-Duty Truck B': 'Light-Duty Truck',
  'Medium- and Heavy-Duty TruckC': 'Medium- and Heavy-Duty Truck',
  'Intercity Rail - Northeast Corridor C': 'Intercity Rail - Northeast Corridor',
  'Intercity Rail - Other Routes C': 'Intercity Rail - Other Routes',
  'Intercity Rail - National Average C': 'Intercity Rail - National Average',
  'Commuter Rail D': 'Commuter Rail',
  'Transit Rail (i.e. Subway, Tram) E': 'Transit Rail (i.e. Subway, Tram)',
};

/**
 * Returns the label without an EPA footnote marker, and a note saying which marker was removed.
 */
export function removeFootnoteMarker(label: string): { label: string; note: string | null } {
  const clean = FOOTNOTED_LABELS[label];
  if (clean === undefined) return { label, note: null };
  return { label: clean, note: `Label as extracted: '${label}' (trailing EPA footnote marker removed).` };
}
