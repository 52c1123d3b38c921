import type { CurrencyCode } from '../currency/currencies.ts';
import type { DecimalRatio } from './exact-ratio.ts';

/** The unit categories of the product specification (section 3), plus freight and passenger transport. */
export const UNIT_CATEGORY_IDS = [
  'area',
  'data',
  'dataPerTime',
  'distance',
  'employee',
  'energy',
  'flight',
  'intensity',
  'percent',
  'person',
  'piece',
  'time',
  'volume',
  'weight',
  'weightDistance',
  'personDistance',
] as const;

export type UnitCategoryId = (typeof UNIT_CATEGORY_IDS)[number];

export type DisplayLabels = { readonly en: string; readonly de: string };

export type UnitCategory = {
  readonly id: UnitCategoryId;
  /** The unit every other unit of the category converts to. */
  readonly baseUnit: string;
  readonly labels: DisplayLabels;
};

/**
 * How a unit relates to its category's base unit:
 * - `exact`: a fixed factor, stored exactly as a quotient of decimals;
 * - `exchange-rate`: tonnes per million of a currency, whose factor is that currency's units per EUR;
 * - `none`: a count-like label (deliveries, trips in `intensity`) with no defined relation to the base.
 */
export type UnitConversion =
  | { readonly kind: 'exact'; readonly factor: DecimalRatio }
  | { readonly kind: 'exchange-rate'; readonly currency: CurrencyCode }
  | { readonly kind: 'none' };

export type UnitDefinition = {
  readonly id: string;
  readonly category: UnitCategoryId;
  readonly isBase: boolean;
  readonly labels: DisplayLabels;
  /**
   * Multiply a value in this unit by this number to get the category's base unit. `null` when the
   * factor depends on an exchange rate (t/mio<CUR>) or is not defined (count-like intensity units).
   */
  readonly conversionFactor: number | null;
  readonly conversion: UnitConversion;
  /** Why the factor is what it is, where a reader could doubt it (which therm, which barrel…). */
  readonly note?: string;
};

/** A unit found by its id or by typed text; ids are unique within a category. */
export type UnitRef = { readonly unitId: string; readonly category: UnitCategoryId };

/** Units of currency per 1 EUR, needed to convert t/mio<CUR> intensity units. */
export type UnitsPerEur = Readonly<Partial<Record<CurrencyCode, number>>>;
