import type { DisplayLocale } from '../format/display-locale.ts';

/**
 * The largest magnitude a typed or imported number may have. Far above any real activity amount (a
 * quadrillion kWh), yet small enough that every whole number below it is exact at double precision,
 * so a stored amount always reads back as typed. The API contracts refuse larger values too.
 */
export const MAX_ENTERED_NUMBER_MAGNITUDE = 1e15;

/** Why a text is not a number in the chosen locale; each has a message in both languages. */
export const NUMBER_TEXT_PROBLEMS = [
  'empty',
  'letters',
  'twoDecimalMarks',
  'misplacedGroup',
  'malformed',
  'notFinite',
  'tooLarge',
] as const;
export type NumberTextProblem = (typeof NUMBER_TEXT_PROBLEMS)[number];

export type ParsedLocalizedNumber =
  | { isOk: true; value: number }
  | { isOk: false; problem: NumberTextProblem };

/** The two marks of a locale: `decimal` separates the fraction, `group` the thousands. */
export type NumberMarks = { decimal: ',' | '.'; group: ',' | '.' };

/** en: 1,234.5; de: 1.234,5 (spec section 9). */
export function getNumberMarks(locale: DisplayLocale): NumberMarks {
  return locale === 'de' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

/** Space, no-break space, narrow no-break space and thin space: group separators in either locale. */
const SPACE_GROUPS = /[ \u00a0\u202f\u2009]/;
const NON_FINITE_WORDS = /^(nan|[+-]?(infinity|inf|∞))$/i;
const LETTER = /\p{L}/u;
const EXPONENT = /^(.*?)e([+-]?\d+)$/i;

/**
 * The integer digits of `text` without their group separators, or undefined when the grouping is not
 * the usual one: 1 to 3 digits without a leading zero, then groups of exactly 3, all with the same
 * separator. "0,177" is therefore no grouping: in English it is refused, not read as 177.
 */
function ungroupInteger(text: string, group: string): string | undefined {
  if (/^\d*$/.test(text)) return text;
  const separator = [...text].find((char) => char === group || SPACE_GROUPS.test(char)) ?? group;
  const parts = text.split(separator);
  const [head = '', ...groups] = parts;
  const isGrouped =
    /^[1-9]\d{0,2}$/.test(head) && groups.length > 0 && groups.every((part) => /^\d{3}$/.test(part));
  return isGrouped ? parts.join('') : undefined;
}

/**
 * Reads a number as a person typed it, by the rules of one locale and never by guessing (spec section
 * 9): en groups thousands with ',' and ends the integer part with '.'; de the other way round. A
 * leading sign, an exponent ("1.5e3", de "1,5e3"), surrounding whitespace and space-like group
 * separators ("120 000") are accepted in both. Refused, with the reason: empty text, letters, two
 * decimal marks, a group mark where no group can be ("1,20,000", "12,0000", "1,5" in en), other
 * characters, NaN and infinities (also by overflow, "1e309"), and magnitudes above
 * `MAX_ENTERED_NUMBER_MAGNITUDE`. -0 reads as 0.
 */
export function parseLocalizedNumber(text: string, locale: DisplayLocale): ParsedLocalizedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { isOk: false, problem: 'empty' };
  if (NON_FINITE_WORDS.test(trimmed)) return { isOk: false, problem: 'notFinite' };
  const { decimal, group } = getNumberMarks(locale);
  // The typographic minus is what word processors put in place of a hyphen.
  const signless = trimmed.replace(/^[+\-\u2212]/, '');
  const isNegative = signless !== trimmed && !trimmed.startsWith('+');
  // "e5" alone is a word, not an exponent: the exponent needs digits before it.
  const exponentMatch = /\d/.test(signless.split(/e/i)[0] ?? '') ? EXPONENT.exec(signless) : null;
  const mantissa = exponentMatch ? (exponentMatch[1] ?? '') : signless;
  const exponent = exponentMatch ? (exponentMatch[2] ?? '0') : '0';
  if (LETTER.test(mantissa)) return { isOk: false, problem: 'letters' };
  if (!/^[\d.,\u0020\u00a0\u202f\u2009]+$/.test(mantissa)) return { isOk: false, problem: 'malformed' };
  const decimalParts = mantissa.split(decimal);
  if (decimalParts.length > 2) return { isOk: false, problem: 'twoDecimalMarks' };
  const [integerText = '', fraction = ''] = decimalParts;
  if (!/^\d*$/.test(fraction)) return { isOk: false, problem: 'misplacedGroup' };
  const integer = ungroupInteger(integerText, group);
  if (integer === undefined) return { isOk: false, problem: 'misplacedGroup' };
  if (integer === '' && fraction === '') return { isOk: false, problem: 'malformed' };
  const value = Number(`${isNegative ? '-' : ''}${integer || '0'}.${fraction || '0'}e${exponent}`);
  if (!Number.isFinite(value)) return { isOk: false, problem: 'notFinite' };
  if (Math.abs(value) > MAX_ENTERED_NUMBER_MAGNITUDE) return { isOk: false, problem: 'tooLarge' };
  return { isOk: true, value: value === 0 ? 0 : value };
}
