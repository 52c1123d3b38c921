import {
  getSurchargeFactor,
  getTimePeriodFactor,
  multiplyFactors,
  readOptionalFactor,
} from './emission-factors.ts';
import type {
  EmissionPart,
  Emissions,
  EmissionValue,
  ImpactCategoryValue,
  LevelEmissionType,
} from './emission-schemas.ts';
import { IMPACT_CATEGORIES, type ImpactCategory, isSurchargedImpactCategory } from './impact-categories.ts';
import { type AmountInput, type AmountOptions, isFiniteNumber, multiplyAmounts } from './multiply-amounts.ts';

/** A CO2e factor as it arrives from the form; any stored `result` is ignored and recomputed. */
export type EmissionFactorInput = { factor?: number | null; source?: string | null; result?: number | null };
export type ImpactFactorInput = { factor?: number | null; result?: number | null };

/** The factors of a result's emissions; a stored `Emissions` value is assignable to it. */
export type EmissionsInput = { [P in EmissionPart]?: EmissionFactorInput | null } & {
  [C in ImpactCategory]?: ImpactFactorInput | null;
} & {
  additionalFactor?: number | null;
  levelEmissionType?: LevelEmissionType | null;
  type?: 'advanced' | null;
  mergeWithDatabaseEmission?: boolean | null;
};

export type CalculateEmissionsInput = AmountOptions & {
  amounts: readonly AmountInput[];
  emissions: EmissionsInput;
  /** The instance's `general.surchargePercent`; undefined/null means none. */
  surchargePercent?: number | null;
  /** From `getParentFactor`: undefined = no parent (1), null = parent data missing (no results). */
  parentFactor?: number | null;
  /** Needed in electricityIntensity mode only: the parent's indirect factor and source. */
  parentEmissions?: { indirect?: EmissionFactorInput | null } | null;
};

export type EmissionCalculation = {
  /** The emissions with every computable result filled in; parts without a usable factor are left out. */
  emissions: Emissions;
  /** Π (value × conversionFactor) of the amounts, undefined when an amount is missing. */
  activityAmount: number | undefined;
  /** Stored on the result (`timePeriodFactor`); always 1 for now. */
  timePeriodFactor: number;
};

/**
 * Calculates a result's emissions (spec section 9):
 * result = Π(value × conversionFactor) × factor × surcharge × additionalFactor × parentFactor × timePeriodFactor,
 * multiplied in that order. The surcharge (1 + surchargePercent/100) applies to direct,
 * directLocationBased, indirect and the non-energy impact categories, not to electricity*, energy* and
 * biogenic CO2 (reported outside the scopes, no part of the total the margin is on).
 * In electricityIntensity mode the indirect factor is the direct factor × the parent's indirect factor,
 * with the parent's indirect source.
 *
 * Missing data never yields NaN: a missing or non-finite amount value, conversion factor, additional
 * factor, parent factor or surcharge leaves `result` absent on every part it feeds; a part whose own
 * factor is missing is left out. No amounts at all also means no result (an empty product is not 1).
 * Negative amount values throw `EmissionInputError` unless `allowNegativeAmounts` is set.
 */
export function calculateEmissions(input: CalculateEmissionsInput): EmissionCalculation {
  const { emissions: factors } = input;
  const activityAmount = multiplyAmounts(input.amounts, input);
  const surcharge = getSurchargeFactor(input.surchargePercent);
  const additionalFactor = readOptionalFactor(factors.additionalFactor ?? undefined, 1);
  const parentFactor = readOptionalFactor(input.parentFactor, 1);
  const timePeriodFactor = getTimePeriodFactor();

  const calculateResult = (factor: number, isSurcharged: boolean): number | undefined =>
    multiplyFactors([
      activityAmount,
      factor,
      isSurcharged ? surcharge : 1,
      additionalFactor,
      parentFactor,
      timePeriodFactor,
    ]);

  const buildEmissionValue = (part: EmissionFactorInput | null | undefined): EmissionValue | undefined => {
    if (!part || !isFiniteNumber(part.factor)) return undefined;
    const result = calculateResult(part.factor, true);
    return { factor: part.factor, source: part.source ?? '', ...(result === undefined ? {} : { result }) };
  };

  const emissions: Emissions = {};
  const direct = buildEmissionValue(factors.direct);
  const directLocationBased = buildEmissionValue(factors.directLocationBased);
  const indirect = buildEmissionValue(
    factors.levelEmissionType === 'electricityIntensity'
      ? getIntensityIndirectFactor(factors.direct, input.parentEmissions?.indirect)
      : factors.indirect,
  );
  if (direct) emissions.direct = direct;
  if (directLocationBased) emissions.directLocationBased = directLocationBased;
  if (indirect) emissions.indirect = indirect;

  for (const category of IMPACT_CATEGORIES) {
    const factor = factors[category]?.factor;
    if (!isFiniteNumber(factor)) continue;
    const result = calculateResult(factor, isSurchargedImpactCategory(category));
    const value: ImpactCategoryValue = { factor, ...(result === undefined ? {} : { result }) };
    emissions[category] = value;
  }

  if (isFiniteNumber(factors.additionalFactor)) emissions.additionalFactor = factors.additionalFactor;
  if (factors.levelEmissionType) emissions.levelEmissionType = factors.levelEmissionType;
  if (factors.type) emissions.type = factors.type;
  if (typeof factors.mergeWithDatabaseEmission === 'boolean') {
    emissions.mergeWithDatabaseEmission = factors.mergeWithDatabaseEmission;
  }
  return { emissions, activityAmount, timePeriodFactor };
}

/**
 * electricityIntensity: the option's direct factor is an intensity (e.g. kWh per unit) and the parent
 * knows the grid's indirect factor, so the child's indirect factor is their product.
 */
function getIntensityIndirectFactor(
  direct: EmissionFactorInput | null | undefined,
  parentIndirect: EmissionFactorInput | null | undefined,
): EmissionFactorInput | undefined {
  if (!isFiniteNumber(direct?.factor) || !isFiniteNumber(parentIndirect?.factor)) return undefined;
  return {
    factor: direct.factor * parentIndirect.factor,
    source: parentIndirect.source ?? direct.source ?? '',
  };
}
