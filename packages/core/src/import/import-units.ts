import { CURRENCIES, CURRENCY_CODES, isCurrencyCode } from '../currency/currencies.ts';
import { matchUnit } from '../units/match-unit.ts';
import { getUnitsOfCategory, isUnitCategoryId } from '../units/unit-catalogue.ts';

/** The unit category of spend amounts: its units are currency codes. */
const CURRENCY_CATEGORY = 'currency';

/**
 * Units matched so far, by category and text: a file repeats a handful of units on every line. Only
 * short texts are kept, and so many of them, so a file of odd units cannot make it large.
 */
const matchedUnits = new Map<string, string | undefined>();
const MAX_MATCHED_UNITS = 1000;
const MAX_MATCHED_UNIT_LENGTH = 64;

/**
 * The unit id a typed unit means within an input's unit category ("Liter" → "l", "€" → "EUR"), or
 * undefined when the text is no unit of that category. Spend amounts take a currency code, symbol or name.
 */
export function matchImportUnit(text: string, unitCategory: string): string | undefined {
  const key = `${unitCategory}\u0000${text}`;
  if (matchedUnits.has(key)) return matchedUnits.get(key);
  const unit = findImportUnit(text, unitCategory);
  if (matchedUnits.size < MAX_MATCHED_UNITS && text.length <= MAX_MATCHED_UNIT_LENGTH) {
    matchedUnits.set(key, unit);
  }
  return unit;
}

function findImportUnit(text: string, unitCategory: string): string | undefined {
  const trimmed = text.trim();
  if (unitCategory === CURRENCY_CATEGORY) {
    const code = trimmed.toUpperCase();
    if (isCurrencyCode(code)) return code;
    const lower = trimmed.toLowerCase();
    const currency = CURRENCIES.find(
      (candidate) =>
        candidate.symbol === trimmed ||
        candidate.names.en.toLowerCase() === lower ||
        candidate.names.de.toLowerCase() === lower,
    );
    return currency?.code;
  }
  return isUnitCategoryId(unitCategory) ? matchUnit(trimmed, unitCategory)?.unitId : undefined;
}

/** What a file means by "ton": the metric tonne or the US short ton (2,000 lb). */
export type TonMeaning = 't' | 'shortTon';

/**
 * "ton" and "tons" name a metric tonne in most of the world and a 907 kg short ton in the US, so an
 * import never picks one silently: the user says which (`tonne`, `t` and `short ton` are unambiguous).
 */
export function isAmbiguousTon(text: string): boolean {
  return ['ton', 'tons'].includes(text.trim().toLowerCase());
}

/** The unit ids an input of this category accepts, base unit first (for the template's help sheet). */
export function listImportUnits(unitCategory: string): string[] {
  if (unitCategory === CURRENCY_CATEGORY) return [...CURRENCY_CODES];
  return isUnitCategoryId(unitCategory) ? getUnitsOfCategory(unitCategory).map((unit) => unit.id) : [];
}
