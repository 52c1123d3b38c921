import {
  convertToBase,
  ENERGY_UNIT_CATEGORY,
  type EnergyMixShares,
  type EnergyProfile,
  FOSSIL_ENERGY,
  type FormOption,
  GRID_REGION_INPUT_ID,
  getCalorificReference,
  getFuelMix,
  getGridMixLineageKey,
  getKwhPerBaseUnit,
  groupElectricityMix,
  isUnitCategoryId,
  pickEditionForYear,
  RENEWABLE_ENERGY,
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
  const reference = lineageKey ? getCalorificReference(lineageKey) : undefined;
  if (!reference) return;
  needs.lineageKeys.add(reference.perUnitLineageKey);
  needs.lineageKeys.add(reference.perKwhLineageKey);
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
  if (mixKey) needs.lineageKeys.add(mixKey);
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

function readCalorificValue(main: CalculatorFactor | undefined, lookup: FactorLookup, year: number) {
  const reference = main ? getCalorificReference(main.lineageKey) : undefined;
  if (!reference) return undefined;
  const pick = (key: string) => pickEditionForYear(lookup.getEditions(key), year);
  const perUnit = reference.perUnitLineageKey === main?.lineageKey ? main : pick(reference.perUnitLineageKey);
  return getKwhPerBaseUnit(perBaseUnit(perUnit), perBaseUnit(pick(reference.perKwhLineageKey)));
}

/**
 * The row's energy profile, or undefined when its quantity cannot be read as energy (a refrigerant, a fuel
 * whose publisher gives no calorific value). Which rows count is decided by scope afterwards
 * (`isOwnEnergyConsumption`). Rules:
 * - fuels: kWh from the library's calorific value, all fossil or all renewable (biomass);
 * - electricity: metered kWh; location-based by the country's grid mix (Ember/OWID), market-based the
 *   same except under an energy attribute certificate, which counts renewable;
 * - heat, steam and cooling: metered kWh, reported fossil (suppliers publish no mix the library holds);
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
    if (quantityCategory !== ENERGY_UNIT_CATEGORY) return undefined;
    const mixKey = getGridMixLineageKey(gridRegionOf(option, instance, choice));
    const gridMix: EnergyMixShares =
      groupElectricityMix(mixKey ? pick(mixKey)?.electricityMix : undefined) ?? FOSSIL_ENERGY;
    const isCertified =
      option.factor.kind === 'marketElectricity' &&
      option.factor.instrument === 'energyAttributeCertificate' &&
      resolved.direct !== undefined;
    return {
      kwhPerBaseUnit: 1,
      locationBasedMix: gridMix,
      marketBasedMix: isCertified ? RENEWABLE_ENERGY : gridMix,
    };
  }

  const calorificValue = readCalorificValue(main, lookup, instance.year);
  const fuelMix = main ? getFuelMix(main) : FOSSIL_ENERGY;
  if (calorificValue !== undefined) {
    return { kwhPerBaseUnit: calorificValue, locationBasedMix: fuelMix, marketBasedMix: fuelMix };
  }
  if (quantityCategory !== ENERGY_UNIT_CATEGORY) return undefined;
  return { kwhPerBaseUnit: 1, locationBasedMix: fuelMix, marketBasedMix: fuelMix };
}
