import { type DisplayLocale, formatRoundedNumber } from '../format/display-locale.ts';
import { MAX_ENTERED_NUMBER_MAGNITUDE, type NumberTextProblem } from './parse-localized-number.ts';

/** A problem of a typed number: its text (see `parseLocalizedNumber`), or a negative amount. */
export type NumberEntryProblem = NumberTextProblem | 'negative';

const LIMIT = { en: formatRoundedNumber(MAX_ENTERED_NUMBER_MAGNITUDE, 'en', 'trimmed'), de: '' };
LIMIT.de = formatRoundedNumber(MAX_ENTERED_NUMBER_MAGNITUDE, 'de', 'trimmed');

/** What follows the field's name; German addresses the user as "du", like the rest of the app. */
const PHRASES: Record<DisplayLocale, Record<NumberEntryProblem, string>> = {
  en: {
    empty: 'is empty: enter a number',
    letters: 'contains letters: enter digits only, for example 120,000.5',
    twoDecimalMarks: 'has more than one decimal point ".": write it like 120,000.5',
    misplacedGroup:
      'has a "," where no thousands group can be: groups have 3 digits, as in 120,000.5 (in English "." is the decimal point)',
    malformed: 'is not a number: write it like 120,000.5',
    notFinite: 'is not a finite number',
    tooLarge: `is larger than ${LIMIT.en}`,
    negative: 'must be zero or more',
  },
  de: {
    empty: 'ist leer: gib eine Zahl ein',
    letters: 'enthält Buchstaben: gib nur Ziffern ein, zum Beispiel 120.000,5',
    twoDecimalMarks: 'hat mehr als ein Dezimalkomma „,“: schreibe sie wie 120.000,5',
    misplacedGroup:
      'hat einen „.“, wo keine Tausendergruppe stehen kann: Gruppen haben 3 Ziffern, wie in 120.000,5 (im Deutschen ist „,“ das Dezimalzeichen)',
    malformed: 'ist keine Zahl: schreibe sie wie 120.000,5',
    notFinite: 'ist keine endliche Zahl',
    tooLarge: `ist größer als ${LIMIT.de}`,
    negative: 'muss null oder größer sein',
  },
};

const QUOTES: Record<DisplayLocale, [string, string]> = { en: ['"', '"'], de: ['„', '“'] };
const THIS_VALUE: Record<DisplayLocale, string> = { en: 'This value', de: 'Dieser Wert' };

/**
 * The message for a number that cannot be taken, naming the field: `"Electricity" contains letters:
 * …`; without a field name it speaks of "This value".
 */
export function describeNumberEntryProblem(
  problem: NumberEntryProblem,
  locale: DisplayLocale,
  fieldName?: string,
): string {
  const [open, close] = QUOTES[locale];
  const subject = fieldName ? `${open}${fieldName}${close}` : THIS_VALUE[locale];
  return `${subject} ${PHRASES[locale][problem]}.`;
}
