import type { DisplayLocale } from '../format/display-locale.ts';
import {
  MAX_ENTERED_NUMBER_MAGNITUDE,
  type NumberTextProblem,
  parseLocalizedNumber,
} from '../numbers/parse-localized-number.ts';
import { FACTOR_BASES, type FactorBasis, GWP_SETS, type GwpSet } from './factor-schema.ts';
import {
  FACTOR_ACTIVITY_UNITS,
  FACTOR_UNIT_CATEGORIES,
  FACTOR_UNIT_IDS_BY_CATEGORY,
  type FactorActivityUnit,
  type FactorUnitCategory,
} from './factor-units.ts';

/** A cell that cannot be read; the message is English and names the rule. */
export class CellError extends Error {
  override name = 'CellError';
}

const TEXT_MAX = 200;
const NOTES_MAX = 2000;

/** Trimmed text, or null for an empty cell. */
export function readOptionalText(cell: string | undefined, max = TEXT_MAX): string | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  if (text.length > max) throw new CellError(`must be at most ${max} characters`);
  return text;
}

export function readNotes(cell: string | undefined): string | null {
  return readOptionalText(cell, NOTES_MAX);
}

const VALUE_PROBLEMS: Record<NumberTextProblem, string> = {
  empty: 'is required',
  letters: 'must be a number',
  malformed: 'must be a number',
  twoDecimalMarks: 'must be a number with one decimal mark',
  misplacedGroup: 'must be a number with thousands grouped by 3 digits',
  notFinite: 'must be a finite number',
  tooLarge: `must be at most ${MAX_ENTERED_NUMBER_MAGNITUDE} in magnitude`,
};
const NOTATION: Record<DisplayLocale, string> = {
  en: 'English notation, as 1,234.5',
  de: 'German notation, as 1.234,5',
};

/**
 * A factor value: a number cell of a workbook as it is, text by the rules of the file's locale
 * ('0.177' and '1,234.5' in en, '0,177' and '1.234,5' in de, '1e-3' in both), never by guessing.
 */
export function readValue(cell: string | number | undefined, locale: DisplayLocale): number {
  const value = readNumberCell(cell, locale);
  // A factor turns an amount into emissions; a negative one would subtract from the footprint.
  if (value < 0) throw new CellError('must be zero or more');
  return value;
}

function readNumberCell(cell: string | number | undefined, locale: DisplayLocale): number {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new CellError(VALUE_PROBLEMS.notFinite);
    if (Math.abs(cell) > MAX_ENTERED_NUMBER_MAGNITUDE) throw new CellError(VALUE_PROBLEMS.tooLarge);
    return cell;
  }
  const parsed = parseLocalizedNumber(cell ?? '', locale);
  if (parsed.isOk) return parsed.value;
  const isNotation = parsed.problem === 'twoDecimalMarks' || parsed.problem === 'misplacedGroup';
  throw new CellError(
    isNotation ? `${VALUE_PROBLEMS[parsed.problem]} (${NOTATION[locale]})` : VALUE_PROBLEMS[parsed.problem],
  );
}

/** '1', '2', '3' or 'Scope 1'..'Scope 3'. */
export function readScope(cell: string | undefined): 1 | 2 | 3 {
  const match = /^(?:scope\s*)?([123])$/i.exec((cell ?? '').trim());
  if (!match) throw new CellError('must be 1, 2 or 3');
  return Number(match[1]) as 1 | 2 | 3;
}

/** 1..15, only on Scope 3 factors; empty for none. */
export function readScope3Category(cell: string | undefined, scope: 1 | 2 | 3): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  if (scope !== 3) throw new CellError('only Scope 3 factors have a category');
  const category = Number(text);
  if (!Number.isInteger(category) || category < 1 || category > 15) {
    throw new CellError('must be a whole number from 1 to 15');
  }
  return category;
}

/** A unit id of the factor library ('kWh', 't.km'); letter case does not matter. */
export function readActivityUnit(cell: string | undefined): FactorActivityUnit {
  const text = (cell ?? '').trim();
  if (text === '') throw new CellError('is required');
  const unit =
    FACTOR_ACTIVITY_UNITS.find((id) => id === text) ??
    FACTOR_ACTIVITY_UNITS.find((id) => id.toLowerCase() === text.toLowerCase());
  if (!unit) throw new CellError(`must be one of ${FACTOR_ACTIVITY_UNITS.join(', ')}`);
  return unit;
}

/** The unit's category; an empty cell takes the category the unit belongs to. */
export function readUnitCategory(cell: string | undefined, unit: FactorActivityUnit): FactorUnitCategory {
  const text = (cell ?? '').trim();
  const ofUnit = FACTOR_UNIT_CATEGORIES.find((category) =>
    (FACTOR_UNIT_IDS_BY_CATEGORY[category] as readonly string[]).includes(unit),
  );
  if (!ofUnit) throw new CellError(`unit ${unit} has no category`);
  if (text === '') return ofUnit;
  const category = FACTOR_UNIT_CATEGORIES.find((id) => id.toLowerCase() === text.toLowerCase());
  if (!category) throw new CellError(`must be one of ${FACTOR_UNIT_CATEGORIES.join(', ')}`);
  if (category !== ofUnit) throw new CellError(`unit ${unit} belongs to ${ofUnit}, not ${category}`);
  return category;
}

/** ISO 3166-1 alpha-2, 'US-<subregion>' or an aggregate code; empty for not regional. */
export function readRegion(cell: string | undefined): string | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  if (!/^[A-Za-z0-9-]{2,20}$/.test(text)) throw new CellError('must be a region code such as GB or US-CAMX');
  return text.toUpperCase();
}

export function readGwpSet(cell: string | undefined): GwpSet | null {
  const text = (cell ?? '').trim().toUpperCase();
  if (text === '') return null;
  const set = GWP_SETS.find((id) => id === text);
  if (!set) throw new CellError(`must be one of ${GWP_SETS.join(', ')}`);
  return set;
}

export function readBasis(cell: string | undefined): FactorBasis {
  const text = (cell ?? '').trim();
  if (text === '') return 'other';
  const basis = FACTOR_BASES.find((id) => id.toLowerCase() === text.toLowerCase());
  if (!basis) throw new CellError(`must be one of ${FACTOR_BASES.join(', ')}`);
  return basis;
}

export function readYear(cell: string | undefined, fallback: number): number {
  const text = (cell ?? '').trim();
  if (text === '') return fallback;
  const year = Number(text);
  if (!Number.isInteger(year) || year < 1990 || year > 2100)
    throw new CellError('must be a year from 1990 to 2100');
  return year;
}
