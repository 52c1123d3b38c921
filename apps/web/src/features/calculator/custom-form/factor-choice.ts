import {
  DEFAULT_CURRENCY,
  type FactorDetail,
  type FormUnitCategory,
  getUnit,
  getUnitCategory,
  getUnitsOfCategory,
  isCurrencyCode,
  isUnitCategoryId,
} from '@carbon-ledger/core';
import type { FactorDraft, OptionDraft } from './composition-draft.ts';

/** How a row type gets its factor in the composer (a 'picker' option is never composed here). */
export type FactorMode = 'library' | 'spend' | 'userDefined';

export const FACTOR_MODES: readonly FactorMode[] = ['library', 'spend', 'userDefined'];

/** The library source of the USEEIO spend sectors. */
export const SPEND_SOURCE = 'EPA_USEEIO';

export function getFactorMode(factor: FactorDraft): FactorMode | undefined {
  if (!factor) return undefined;
  return factor.kind === 'spend' || factor.kind === 'userDefined' ? factor.kind : 'library';
}

/**
 * The unit a row's amounts default to: the company's currency for spend, the factor's own unit when the
 * units module knows it, else the base unit of the category.
 */
export function pickDefaultUnit(
  unitCategory: FormUnitCategory,
  factorUnit: string | undefined,
  currency: string,
) {
  if (unitCategory === 'currency') return isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  if (factorUnit && isUnitCategoryId(unitCategory) && getUnit(factorUnit, unitCategory)) return factorUnit;
  const base = isUnitCategoryId(unitCategory)
    ? getUnitsOfCategory(unitCategory).find((unit) => unit.isBase)
    : undefined;
  return base?.id ?? getUnitCategory(unitCategory)?.baseUnit ?? '';
}

/**
 * A row type with a factor picked from the library: a USEEIO sector becomes a spend factor (amounts in
 * money), any other a fixed library factor; the quantity follows the factor's unit category.
 */
export function applyPickedFactor(option: OptionDraft, factor: FactorDetail, currency: string): OptionDraft {
  const unitCategory = factor.unitCategory;
  const isSameCategory = option.quantity.unitCategory === unitCategory;
  return {
    ...option,
    factor: {
      kind: factor.source === SPEND_SOURCE ? 'spend' : 'library',
      lineageKey: factor.lineageKey,
    },
    quantity: {
      unitCategory,
      defaultUnit: isSameCategory
        ? option.quantity.defaultUnit
        : pickDefaultUnit(unitCategory, factor.activityUnit, currency),
    },
  };
}

/** A row type switched to another mode: a typed factor keeps the unit, a library choice starts empty. */
export function applyFactorMode(option: OptionDraft, mode: FactorMode, currency: string): OptionDraft {
  if (mode === 'userDefined') {
    return { ...option, factor: { kind: 'userDefined', unitCategory: option.quantity.unitCategory } };
  }
  const quantity =
    mode === 'spend'
      ? { unitCategory: 'currency' as const, defaultUnit: pickDefaultUnit('currency', undefined, currency) }
      : option.quantity;
  return { ...option, factor: undefined, quantity };
}

/** A typed factor's unit category changed: the default unit moves to that category's. */
export function applyUnitCategory(option: OptionDraft, unitCategory: FormUnitCategory, currency: string) {
  return {
    ...option,
    factor: { kind: 'userDefined' as const, unitCategory },
    quantity: { unitCategory, defaultUnit: pickDefaultUnit(unitCategory, undefined, currency) },
  };
}
