import {
  convertToBase,
  ENERGY_UNIT_CATEGORY,
  type EnergyMixShares,
  type EnergyProfile,
  FOSSIL_ENERGY,
  type FormOption,
  GRID_REGION_INPUT_ID,
  getBlendFossilShare,
  getCalorificReference,
  getDesnzBlend,
  getEvElectricityKwhKey,
  getFuelMix,
  getGridMixLineageKey,
  getKwhPerBaseUnit,
  getVehicleFuel,
  getVehicleNetKwhKey,
  groupElectricityMix,
  isDesnzVehicleDistanceKey,
  isUnitCategoryId,
  pickEditionForYear,
  RENEWABLE_ENERGY,
  splitUnknownVehicleFuel,
  toFossilRenewableMix,
  VEHICLE_FUEL_KWH_KEYS,
  VEHICLE_FUEL_NET_KWH_KEYS,
} from '@carbon-ledger/core';
import type { CalculatorFactor, FactorLookup, FactorNeeds } from './factor-lookup.ts';
import type { InstanceContext } from './instance-context.ts';
import type { FactorChoice, ResolvedFactors } from './resolve-factors.ts';

/**
 * The energy side of a row (ESRS E1-5): how many kWh (gross CV) its quantity is and where that energy came
 * from. Read from the library like the emission factors, so browser, import and server agree.
 */

/** The lineage of the row's main factor, when the option names one (library and spend factors). */
function mainLineageOf(option: FormOption): string | undefined {
  const { factor } = option;
  return factor.kind === 'library' || factor.kind === 'spend' ? factor.lineageKey : undefined;
}

function isElectricityOption(option: FormOption, main: CalculatorFactor | undefined): boolean {
  const kind = option.factor.kind;
  if (kind === 'gridElectricity' || kind === 'marketElectricity' || option.locationBasedFactor) return true;
  return /electricity/i.test(main?.level1 ?? '');
}

function gridRegionOf(option: FormOption, instance: InstanceContext, choice: FactorChoice): string {
  const ref = option.factor.kind === 'gridElectricity' ? option.factor : option.locationBasedFactor;
  if (ref?.region === 'userSelected') {
    const value = choice.genericInputs[GRID_REGION_INPUT_ID];
    return value === undefined ? '' : String(value).trim();
  }
  return instance.region;
}

function addCalorificNeeds(lineageKey: string | undefined, needs: FactorNeeds): void {
  if (!lineageKey) return;
  const reference = getCalorificReference(lineageKey);
  if (reference) {
    needs.lineageKeys.add(reference.perUnitLineageKey);
    needs.lineageKeys.add(reference.perKwhLineageKey);
  }
  const blend = getDesnzBlend(lineageKey);
  if (blend) {
    needs.lineageKeys.add(blend.blendKwhKey);
    needs.lineageKeys.add(blend.mineralKwhKey);
  }
  // A vehicle per km: its fuel is known once the row is loaded, so every fuel it may burn (few rows).
  if (isDesnzVehicleDistanceKey(lineageKey)) {
    for (const key of Object.values(VEHICLE_FUEL_KWH_KEYS)) {
      needs.lineageKeys.add(key);
      const fuelBlend = getDesnzBlend(key);
      if (fuelBlend) needs.lineageKeys.add(fuelBlend.mineralKwhKey);
    }
    for (const key of Object.values(VEHICLE_FUEL_NET_KWH_KEYS)) needs.lineageKeys.add(key);
    const netKwhKey = getVehicleNetKwhKey(lineageKey);
    if (netKwhKey) needs.lineageKeys.add(netKwhKey);
  }
  const evKey = getEvElectricityKwhKey(lineageKey);
  if (evKey) needs.lineageKeys.add(evKey);
}

/** Adds the library rows a row's energy needs (calorific values, the grid mix) to `needs`. */
export function collectEnergyNeeds(
  option: FormOption,
  instance: InstanceContext,
  choice: FactorChoice,
  needs: FactorNeeds,
): void {
  addCalorificNeeds(mainLineageOf(option), needs);
  const mixKey = getGridMixLineageKey(gridRegionOf(option, instance, choice));
  if (mixKey) {
    needs.lineageKeys.add(mixKey);
    needs.lineageKeys.add(toYearMixLineageKey(mixKey));
  }
}

/** The generation rows of Ember's series carry each year's mix: `ember-owid:DE` → `ember-owid-generation:DE`. */
const toYearMixLineageKey = (mixKey: string) => mixKey.replace(/^ember-owid:/, 'ember-owid-generation:');

/**
 * The generation mix of the year's country. From the latest data year on, the latest-year row
 * (`ember-owid-2024.ndjson`, as published there); for an earlier year, the series row of that year, so a
 * 2023 year counts 2023's renewable share. A country the series has no mix for keeps the latest row's.
 */
function readGridMix(lookup: FactorLookup, mixKey: string | undefined, year: number) {
  if (!mixKey) return undefined;
  const withMix = (key: string) => lookup.getEditions(key).filter((edition) => edition.electricityMix);
  const latest = pickEditionForYear(withMix(mixKey), year);
  if (latest && year >= latest.year) return latest.electricityMix;
  const ofYear = withMix(toYearMixLineageKey(mixKey)).find((edition) => edition.year === year);
  return (ofYear ?? latest)?.electricityMix;
}

/** The same for a factor the user picked, once the lookup knows its lineage (a second, small load). */
export function collectPickedEnergyNeeds(
  choice: FactorChoice,
  lookup: FactorLookup,
  needs: FactorNeeds,
): void {
  const picked = choice.pickedFactorId ? lookup.getPicked(choice.pickedFactorId) : undefined;
  addCalorificNeeds(picked?.lineageKey, needs);
}

/** A factor's value per base unit of its category, with the category (as `getKwhPerBaseUnit` reads it). */
function perBaseUnit(factor: CalculatorFactor | undefined) {
  if (!factor || factor.value === null || !isUnitCategoryId(factor.unitCategory)) return undefined;
  try {
    const unitsToBase = convertToBase(1, factor.activityUnit, { category: factor.unitCategory });
    return { valuePerBaseUnit: factor.value / unitsToBase, unitCategory: factor.unitCategory };
  } catch {
    return undefined;
  }
}

/**
 * Calorific values already read, per lookup and per main factor and year: every row of a fuel in a year
 * has the same one, and reading it (two editions picked, two unit conversions) costs more than the rest
 * of the row's energy. A lineage's editions do not change once the lookup loaded them, so a value found
 * holds for the lookup's request; none found is not kept (a later load may bring the missing edition).
 */
const calorificValues = new WeakMap<FactorLookup, Map<string, number>>();

function readCalorificValue(main: CalculatorFactor | undefined, lookup: FactorLookup, year: number) {
  if (!main) return undefined;
  let known = calorificValues.get(lookup);
  if (!known) {
    known = new Map();
    calorificValues.set(lookup, known);
  }
  const key = `${main.id}|${year}`;
  const knownValue = known.get(key);
  if (knownValue !== undefined) return knownValue;
  const value = readCalorificValueOnce(main, lookup, year);
  if (value !== undefined) known.set(key, value);
  return value;
}

function readCalorificValueOnce(main: CalculatorFactor, lookup: FactorLookup, year: number) {
  const reference = getCalorificReference(main.lineageKey);
  if (!reference) return undefined;
  const pick = (key: string) => pickEditionForYear(lookup.getEditions(key), year);
  const perUnit = reference.perUnitLineageKey === main.lineageKey ? main : pick(reference.perUnitLineageKey);
  return getKwhPerBaseUnit(perBaseUnit(perUnit), perBaseUnit(pick(reference.perKwhLineageKey)));
}

/**
 * The mix of a fuel: a DESNZ forecourt blend split by its fossil share (the blend's CO2 per kWh over the
 * mineral fuel's), a biofuel renewable, any other fuel fossil.
 */
function readFuelMix(
  fuel: { lineageKey: string; level1?: string | null; level2?: string | null },
  pick: (key: string) => CalculatorFactor | undefined,
): EnergyMixShares {
  const blend = getDesnzBlend(fuel.lineageKey);
  if (blend) {
    const share = getBlendFossilShare(
      pick(blend.blendKwhKey)?.gases?.co2,
      pick(blend.mineralKwhKey)?.gases?.co2,
    );
    if (share !== undefined) return toFossilRenewableMix(share);
  }
  return getFuelMix(fuel);
}

/** A fuel's mix, the mix of the fuel a vehicle burns (blends split). */
function readVehicleFuelMix(
  fuel: keyof typeof VEHICLE_FUEL_KWH_KEYS,
  pick: (key: string) => CalculatorFactor | undefined,
) {
  return readFuelMix({ lineageKey: VEHICLE_FUEL_KWH_KEYS[fuel], level1: 'Fuels' }, pick);
}

/** The same for a car of unknown fuel: DESNZ's diesel and petrol average (`splitUnknownVehicleFuel`). */
function readUnknownFuelProfile(
  main: CalculatorFactor,
  pick: (key: string) => CalculatorFactor | undefined,
): EnergyProfile | undefined {
  const netKwhKey = getVehicleNetKwhKey(main.lineageKey);
  const kg = perBaseUnit(main);
  const netKwh = netKwhKey ? perBaseUnit(pick(netKwhKey)) : undefined;
  const perKwh = (key: string) => pick(key)?.value ?? Number.NaN;
  if (!kg || !netKwh || netKwh.unitCategory !== kg.unitCategory) return undefined;
  const split = splitUnknownVehicleFuel({
    kgPerDistance: kg.valuePerBaseUnit,
    netKwhPerDistance: netKwh.valuePerBaseUnit,
    diesel: {
      perNetKwh: perKwh(VEHICLE_FUEL_NET_KWH_KEYS.diesel),
      perGrossKwh: perKwh(VEHICLE_FUEL_KWH_KEYS.diesel),
    },
    petrol: {
      perNetKwh: perKwh(VEHICLE_FUEL_NET_KWH_KEYS.petrol),
      perGrossKwh: perKwh(VEHICLE_FUEL_KWH_KEYS.petrol),
    },
  });
  const total = split ? split.dieselKwh + split.petrolKwh : 0;
  if (!split || !(total > 0)) return undefined;
  const diesel = readVehicleFuelMix('diesel', pick);
  const petrol = readVehicleFuelMix('petrol', pick);
  const weigh = (group: keyof EnergyMixShares) =>
    (split.dieselKwh * diesel[group] + split.petrolKwh * petrol[group]) / total;
  const mix = { fossil: weigh('fossil'), nuclear: weigh('nuclear'), renewable: weigh('renewable') };
  return { kwhPerBaseUnit: total, locationBasedMix: mix, marketBasedMix: mix };
}

/**
 * A vehicle entered by distance (DESNZ Scope 1 per km or mile): the fuel it burnt, derived from the same
 * library. litres = distance × kg CO2e per km ÷ kg CO2e per litre, and kWh = litres × kWh per litre, so
 * kWh (gross CV) per km = kg CO2e per km ÷ the fuel's kg CO2e per kWh (gross CV). DESNZ's own kWh-per-km
 * rows ("SECR kWh") are on the net basis: they serve only a car of unknown fuel, to tell its diesel from
 * its petrol. Battery electric vehicles burn no fuel (their electricity is Scope 2).
 */
function readVehicleProfile(
  main: CalculatorFactor,
  pick: (key: string) => CalculatorFactor | undefined,
): EnergyProfile | undefined {
  const fuel = getVehicleFuel(main);
  if (fuel === 'electric') return undefined;
  if (fuel === undefined) return readUnknownFuelProfile(main, pick);
  const kwhPerBaseUnit = getKwhPerBaseUnit(perBaseUnit(main), perBaseUnit(pick(VEHICLE_FUEL_KWH_KEYS[fuel])));
  if (kwhPerBaseUnit === undefined) return undefined;
  const mix = readVehicleFuelMix(fuel, pick);
  return { kwhPerBaseUnit, locationBasedMix: mix, marketBasedMix: mix };
}

/**
 * The row's energy profile, or undefined when its quantity cannot be read as energy (a refrigerant, a fuel
 * whose publisher gives no calorific value). Which rows count is decided by scope afterwards
 * (`isOwnEnergyConsumption`). Rules:
 * - fuels: kWh from the library's calorific value; biofuels renewable, forecourt blends split by their
 *   fossil share, other fuels fossil;
 * - vehicles by distance: the fuel derived from the distance (`readVehicleProfile`);
 * - electricity: metered kWh (an electric vehicle charged elsewhere: DESNZ's kWh per km); location-based
 *   by the country's grid mix (Ember/OWID); market-based, an energy attribute certificate counts
 *   renewable, electricity priced with the year's residual mix counts fossil (a residual mix is given as a
 *   factor, its composition is unknown, and it is what is left once the renewable and nuclear claims are
 *   taken), and without a residual mix the grid mix stands in;
 * - heat, steam and cooling: metered kWh, reported fossil by default (no supplier instrument or mix the
 *   library holds);
 * - a grid without a published mix is reported fossil rather than left out of the total.
 */
export function resolveEnergyProfile(args: {
  option: FormOption;
  instance: InstanceContext;
  choice: FactorChoice;
  lookup: FactorLookup;
  resolved: ResolvedFactors;
  quantityCategory: string;
}): EnergyProfile | undefined {
  const { option, instance, choice, lookup, resolved, quantityCategory } = args;
  const pick = (key: string) => pickEditionForYear(lookup.getEditions(key), instance.year);
  const mainKey = mainLineageOf(option);
  const main = mainKey
    ? pick(mainKey)
    : choice.pickedFactorId
      ? lookup.getPicked(choice.pickedFactorId)
      : undefined;

  if (isElectricityOption(option, main)) {
    const evKey = main ? getEvElectricityKwhKey(main.lineageKey) : undefined;
    const evKwh = evKey ? perBaseUnit(pick(evKey)) : undefined;
    const kwhPerBaseUnit =
      quantityCategory === ENERGY_UNIT_CATEGORY
        ? 1
        : evKwh && evKwh.unitCategory === main?.unitCategory
          ? evKwh.valuePerBaseUnit
          : undefined;
    if (kwhPerBaseUnit === undefined) return undefined;
    const mixKey = getGridMixLineageKey(gridRegionOf(option, instance, choice));
    const gridMix: EnergyMixShares =
      groupElectricityMix(readGridMix(lookup, mixKey, instance.year)) ?? FOSSIL_ENERGY;
    const isCertified =
      option.factor.kind === 'marketElectricity' &&
      option.factor.instrument === 'energyAttributeCertificate' &&
      resolved.direct !== undefined;
    // The residual mix replaced the grid factor on the market basis (resolveFactors keeps the grid one
    // as the location-based part only then).
    const isResidualMix =
      option.factor.kind === 'gridElectricity' && resolved.directLocationBased !== undefined;
    return {
      kwhPerBaseUnit,
      locationBasedMix: gridMix,
      marketBasedMix: isCertified ? RENEWABLE_ENERGY : isResidualMix ? FOSSIL_ENERGY : gridMix,
    };
  }

  if (main && isDesnzVehicleDistanceKey(main.lineageKey)) return readVehicleProfile(main, pick);

  const calorificValue = readCalorificValue(main, lookup, instance.year);
  const fuelMix = main ? readFuelMix(main, pick) : FOSSIL_ENERGY;
  if (calorificValue !== undefined) {
    return { kwhPerBaseUnit: calorificValue, locationBasedMix: fuelMix, marketBasedMix: fuelMix };
  }
  if (quantityCategory !== ENERGY_UNIT_CATEGORY) return undefined;
  return { kwhPerBaseUnit: 1, locationBasedMix: fuelMix, marketBasedMix: fuelMix };
}
