import { hasUnsafeCharacters } from '../../contracts/request-input-safety.ts';
import { MAX_ENTERED_NUMBER_MAGNITUDE } from '../../numbers/parse-localized-number.ts';
import { findReferenceItem, isSubstanceIdShape } from '../reference-lists/index.ts';
import type { ReferenceLanguage } from '../reference-lists/types.ts';
import type { EsgDatapoint } from './types.ts';

/** An answer to a datapoint as stored: its kind follows the datapoint's type. */
export type DatapointValue =
  | { readonly kind: 'number'; readonly value: number; readonly unit: string }
  /** Per cent, 0 to 100 (XBRL writes the ratio; the export divides by 100). */
  | { readonly kind: 'percentage'; readonly value: number }
  | { readonly kind: 'yesNo'; readonly value: boolean }
  | { readonly kind: 'choice'; readonly value: readonly string[] }
  /** `YYYY-MM-DD`, or `YYYY` for a datapoint asking for a year. */
  | { readonly kind: 'date'; readonly value: string }
  | { readonly kind: 'text'; readonly value: string };

export type DatapointValueProblem =
  | 'wrongKind'
  | 'notFinite'
  | 'tooLarge'
  | 'negative'
  | 'outOfRange'
  | 'unknownUnit'
  | 'noChoice'
  | 'unknownChoice'
  | 'oneChoiceOnly'
  | 'badDate'
  | 'emptyText'
  | 'unsafeText'
  | 'tooLong';

/** The longest narrative a datapoint takes (a few pages; a report is not a book). */
export const MAX_DATAPOINT_TEXT_LENGTH = 20_000;

const KIND_OF_TYPE = {
  number: 'number',
  percentage: 'percentage',
  yesNo: 'yesNo',
  choice: 'choice',
  date: 'date',
  narrative: 'text',
  aiText: 'text',
} as const satisfies Record<EsgDatapoint['type'], DatapointValue['kind']>;

const NACE_MEMBER = /^nace:NACE_([A-Z](\d{2}(\d{1,2})?)?|AllEconomicActivitiesNAMember)$/;

/** Does a unit fit the datapoint's units (`iso4217:*` stands for any ISO 4217 currency code)? */
function isAllowedUnit(datapoint: EsgDatapoint, unit: string): boolean {
  const units = datapoint.units ?? datapoint.xbrl?.units ?? [];
  if (units.length === 0) return unit === '';
  const [head = '', currency] = unit.split('iso4217:');
  const asPattern = currency === undefined ? unit : /^[A-Z]{3}$/.test(currency) ? `${head}iso4217:*` : null;
  return asPattern !== null && units.includes(asPattern);
}

function isKnownChoice(datapoint: EsgDatapoint, id: string): boolean {
  const choices = datapoint.choices;
  if (!choices) return false;
  if (choices.kind === 'options') return choices.options.some((option) => option.id === id);
  if (choices.kind === 'reference') return findReferenceItem(choices.listId, id) !== undefined;
  // The list lives on the server: here only the id's shape; the save checks it against the list.
  if (choices.kind === 'substances') return isSubstanceIdShape(id);
  return NACE_MEMBER.test(id);
}

function isValidDate(text: string, precision: 'day' | 'year'): boolean {
  if (precision === 'year') return /^\d{4}$/.test(text);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Checks an answer against its datapoint: the kind its type asks for, a finite number within the
 * entry limit, not below its minimum (counts of people are never negative) and in one of its units, a
 * percentage from its minimum (0 unless set) to 100, choices it offers (one unless it
 * takes several), a real calendar date, and text without NUL bytes or broken characters. Null when fine.
 */
export function checkDatapointValue(
  datapoint: EsgDatapoint,
  answer: DatapointValue,
): DatapointValueProblem | null {
  if (answer.kind !== KIND_OF_TYPE[datapoint.type]) return 'wrongKind';
  switch (answer.kind) {
    case 'number':
    case 'percentage': {
      if (!Number.isFinite(answer.value)) return 'notFinite';
      if (Math.abs(answer.value) > MAX_ENTERED_NUMBER_MAGNITUDE) return 'tooLarge';
      if (answer.kind === 'percentage') {
        const minimum = datapoint.minimum ?? 0;
        return answer.value < minimum || answer.value > 100 ? 'outOfRange' : null;
      }
      if (datapoint.minimum !== undefined && answer.value < datapoint.minimum) return 'negative';
      return isAllowedUnit(datapoint, answer.unit) ? null : 'unknownUnit';
    }
    case 'yesNo':
      return null;
    case 'choice': {
      if (answer.value.length === 0) return 'noChoice';
      if (answer.value.length > 1 && !datapoint.choices?.isMultiple) return 'oneChoiceOnly';
      return answer.value.every((id) => isKnownChoice(datapoint, id)) ? null : 'unknownChoice';
    }
    case 'date':
      return isValidDate(answer.value, datapoint.datePrecision ?? 'day') ? null : 'badDate';
    case 'text': {
      if (answer.value.trim() === '') return 'emptyText';
      if (hasUnsafeCharacters(answer.value)) return 'unsafeText';
      return answer.value.length > MAX_DATAPOINT_TEXT_LENGTH ? 'tooLong' : null;
    }
  }
}

const PROBLEM_TEXTS: Record<
  Exclude<DatapointValueProblem, 'outOfRange'>,
  Record<ReferenceLanguage, string>
> = {
  wrongKind: { en: 'takes another kind of answer.', de: 'erwartet eine andere Art von Antwort.' },
  notFinite: { en: 'must be a finite number.', de: 'muss eine endliche Zahl sein.' },
  tooLarge: { en: 'is larger than the product accepts.', de: 'ist größer, als das Produkt annimmt.' },
  negative: { en: 'must not be negative.', de: 'darf nicht negativ sein.' },
  unknownUnit: {
    en: 'is in a unit this figure does not take.',
    de: 'hat eine Einheit, die hier nicht passt.',
  },
  noChoice: { en: 'needs a choice.', de: 'braucht eine Auswahl.' },
  unknownChoice: { en: 'holds a choice it does not offer.', de: 'enthält eine Auswahl, die es nicht gibt.' },
  oneChoiceOnly: { en: 'takes only one choice.', de: 'erlaubt nur eine Auswahl.' },
  badDate: { en: 'is not a valid date.', de: 'ist kein gültiges Datum.' },
  emptyText: { en: 'is empty.', de: 'ist leer.' },
  unsafeText: {
    en: 'holds a NUL byte or a broken character.',
    de: 'enthält ein NUL-Zeichen oder ein beschädigtes Zeichen.',
  },
  tooLong: {
    en: `is longer than ${MAX_DATAPOINT_TEXT_LENGTH.toLocaleString('en')} characters.`,
    de: `ist länger als ${MAX_DATAPOINT_TEXT_LENGTH.toLocaleString('de')} Zeichen.`,
  },
};

/** The problem as a sentence naming the datapoint, e.g. `"Turnover" must be a finite number.` */
export function describeDatapointProblem(
  datapoint: EsgDatapoint,
  problem: DatapointValueProblem,
  lang: ReferenceLanguage,
): string {
  const name = lang === 'de' ? `„${datapoint.label.de}“` : `"${datapoint.label.en}"`;
  if (problem === 'outOfRange') {
    const minimum = datapoint.minimum ?? 0;
    return lang === 'de'
      ? `${name} muss zwischen ${minimum} und 100 % liegen.`
      : `${name} must be between ${minimum} and 100 %.`;
  }
  return `${name} ${PROBLEM_TEXTS[problem][lang]}`;
}
