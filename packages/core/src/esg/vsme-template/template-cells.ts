import { convertExcelSerialToIsoDate } from '../../import/excel-date.ts';
import type { CellValue } from '../../import/spreadsheet-table.ts';
import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import type { VsmeDatapoint } from '../datapoints/types.ts';
import { REFERENCE_LISTS } from '../reference-lists/index.ts';
import type { VsmeTemplateSkipCode } from './vsme-template-messages.ts';

/** A cell's value converted for its datapoint, or why it could not be. */
export type CellReading =
  | { readonly value: DatapointValue }
  | { readonly reason: VsmeTemplateSkipCode; readonly text?: string };

/** What converting a cell needs besides its value. */
export type CellContext = {
  /** The cell shows its number as a percentage (it holds the ratio). */
  readonly isPercent: boolean;
  /** The XBRL unit the unit cell names (`utr:t`), the unit text when it names none, or undefined if empty. */
  readonly unit?: { readonly id?: string; readonly text: string };
  /** The ISO 4217 code of the template's currency, if it names one. */
  readonly currency?: string;
};

/** The template writes `-` (and dashes) in computed cells that have nothing to show. */
export function isEmptyCell(value: CellValue): boolean {
  if (value === null) return true;
  return typeof value === 'string' && /^\s*[-–—]?\s*$/.test(value);
}

export function cellText(value: CellValue): string {
  return value === null ? '' : String(value).trim();
}

/** Folds a label for matching: lower case, one kind of dash and apostrophe, single spaces. */
export function foldLabel(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Unit symbols as the template's unit lists write them in brackets ("metric tonnes (t)"), any language. */
const UNIT_SYMBOLS: Record<string, string> = {
  kg: 'utr:kg',
  t: 'utr:t',
  m3: 'utr:m3',
  'm³': 'utr:m3',
  ha: 'utr:ha',
  m2: 'utr:m2',
  'm²': 'utr:m2',
  km2: 'utr:sqkm',
  'km²': 'utr:sqkm',
  l: 'utr:l',
};

/** The XBRL unit a unit cell names by its bracketed symbol ("kilograms (kg)" → `utr:kg`). */
export function readUnitCell(value: CellValue): { id?: string; text: string } | undefined {
  if (isEmptyCell(value)) return undefined;
  const text = cellText(value);
  const symbol = /\(([^()]+)\)\s*$/.exec(text)?.[1] ?? text;
  const id = UNIT_SYMBOLS[symbol.trim().toLowerCase()];
  return id ? { id, text } : { text };
}

/** A number cell, or text that is an integer without separators (anything else could be read two ways). */
function readNumber(value: CellValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The datapoint's unit for a number: its only unit, the currency, or the one the unit cell names. */
function chooseUnit(datapoint: VsmeDatapoint, context: CellContext): CellReading | string {
  const units = datapoint.xbrl.units;
  const monetary = units.find((unit) => unit.includes('iso4217:*'));
  if (monetary) {
    if (!context.currency) return { reason: 'noCurrency' };
    return monetary.replace('iso4217:*', `iso4217:${context.currency}`);
  }
  if (context.unit) {
    const id = context.unit.id;
    return id && units.includes(id) ? id : { reason: 'unitNotAccepted', text: context.unit.text };
  }
  if (units.length === 1) return units[0] as string;
  return { reason: 'noUnit' };
}

function readPercentage(value: CellValue, context: CellContext): CellReading {
  const text = cellText(value);
  const written = typeof value === 'string' ? /^([+-]?\d+(?:\.\d+)?)\s*%$/.exec(text) : null;
  if (written) return { value: { kind: 'percentage', value: Number(written[1]) } };
  const number = readNumber(value);
  if (number === undefined) return { reason: 'notANumber', text };
  if (context.isPercent) return { value: { kind: 'percentage', value: roundPercent(number * 100) } };
  // Without a per-cent format, 0.4 may be a ratio (40 %) or 0.4 %: only 0 and numbers above 1 are sure.
  if (number > 0 && number <= 1) return { reason: 'ambiguousPercentage', text };
  return { value: { kind: 'percentage', value: number } };
}

/** Undoes the binary noise of ratio × 100 (0.07 × 100 = 7.000000000000001). */
function roundPercent(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

const YES = new Set(['yes', 'true', 'ja', 'wahr', '1']);
const NO = new Set(['no', 'false', 'nein', 'falsch', '0']);

function readYesNo(value: CellValue): CellReading {
  if (typeof value === 'boolean') return { value: { kind: 'yesNo', value } };
  const text = cellText(value);
  const folded = text.toLowerCase();
  if (YES.has(folded)) return { value: { kind: 'yesNo', value: true } };
  if (NO.has(folded)) return { value: { kind: 'yesNo', value: false } };
  return { reason: 'notYesNo', text };
}

function readDate(value: CellValue, datapoint: VsmeDatapoint): CellReading {
  const text = cellText(value);
  if (datapoint.datePrecision === 'year') {
    if (typeof value === 'number' && Number.isInteger(value)) {
      return { value: { kind: 'date', value: String(value) } };
    }
    return /^\d{4}$/.test(text) ? { value: { kind: 'date', value: text } } : { reason: 'badDate', text };
  }
  if (typeof value === 'number') {
    const iso = convertExcelSerialToIsoDate(value);
    return iso ? { value: { kind: 'date', value: iso } } : { reason: 'badDate', text };
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { value: { kind: 'date', value: text } };
  // Day first with dots is unambiguous (German); slashes are not (day or month first).
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) {
    const [, day, month, year] = dotted as unknown as [string, string, string, string];
    return { value: { kind: 'date', value: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` } };
  }
  return { reason: 'badDate', text };
}

const COUNTRY_BY_NAME = new Map<string, string>(
  REFERENCE_LISTS.country.items.flatMap((item) => [
    [foldLabel(item.label.en), item.id],
    [foldLabel(item.label.de), item.id],
    [foldLabel(item.id), item.id],
  ]),
);

/** An ISO alpha-2 code from a country name (English or German) or code. */
export function readCountry(value: CellValue): string | undefined {
  return COUNTRY_BY_NAME.get(foldLabel(cellText(value)));
}

/**
 * A NACE code from the template's list text: "NACE C - 13.2 Weaving of textiles" → `nace:NACE_C132`,
 * "NACE A - AGRICULTURE, …" → `nace:NACE_A`, "NACE All Economic Activities …" → the all-activities member.
 */
export function readNaceCode(value: CellValue): string | undefined {
  const text = cellText(value);
  if (/^NACE All Economic Activities/i.test(text)) return 'nace:NACE_AllEconomicActivitiesNAMember';
  const match = /^NACE ([A-U]) - (?:(\d{2})(?:\.(\d{1,2}))?\s)?/.exec(text);
  if (!match) return undefined;
  return `nace:NACE_${match[1]}${match[2] ?? ''}${match[3] ?? ''}`;
}

/**
 * Dropdown texts of template 1.3.0 that say the same as a taxonomy option in other words, by datapoint
 * (folded as `foldLabel` does). Texts equal to the option's English label need no entry.
 */
const TEMPLATE_CHOICE_TEXTS: Record<string, Record<string, string>> = {
  'vsme:BasisForReporting': {
    'sustainability report prepared on an individual basis': 'vsme:IndividualMember',
    'sustainability report prepared on a consolidated basis': 'vsme:ConsolidatedMember',
  },
  'vsme:EmployeeCountingMethodology': {
    'at the end of the reporting period': 'vsme:AtTheEndOfTheReportingPeriodMember',
    'as an average across the reporting period': 'vsme:AverageDuringTheReportingPeriodMember',
  },
  'vsme:UndertakingsLegalForm': {
    'other (please specify the legal form in the row below)': 'vsme:OtherUndertakingsLegalFormMember',
  },
};
const DISCLOSURE_LIST_TEXTS: Record<string, string> = {
  'c8 - revenues from certain sectors and exclusion from eu reference benchmarks':
    'vsme:C8-RevenuesFromCertainSectorsAndExclusionFromEuReferenceBenchmarksMember',
};
TEMPLATE_CHOICE_TEXTS[
  'vsme:ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting'
] = DISCLOSURE_LIST_TEXTS;
TEMPLATE_CHOICE_TEXTS['vsme:ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation'] =
  DISCLOSURE_LIST_TEXTS;

/** The id of one choice a dropdown cell names: the English label, the template's wording, a country, NACE. */
export function readChoiceId(datapoint: VsmeDatapoint, value: CellValue): string | undefined {
  const choices = datapoint.choices;
  if (!choices) return undefined;
  if (choices.kind === 'reference') return readCountry(value);
  if (choices.kind === 'nace') return readNaceCode(value);
  // The template has no substance cells (ESRS E2-5 is not in VSME).
  if (choices.kind === 'substances') return undefined;
  const folded = foldLabel(cellText(value));
  const option = choices.options.find((candidate) => foldLabel(candidate.label.en) === folded);
  return option?.id ?? TEMPLATE_CHOICE_TEXTS[datapoint.code]?.[folded];
}

/** Converts a filled cell to an answer of its datapoint (not yet checked with `checkDatapointValue`). */
export function readCell(datapoint: VsmeDatapoint, value: CellValue, context: CellContext): CellReading {
  const text = cellText(value);
  switch (datapoint.type) {
    case 'number': {
      const number = readNumber(value);
      if (number === undefined) return { reason: 'notANumber', text };
      const unit = chooseUnit(datapoint, context);
      return typeof unit === 'string' ? { value: { kind: 'number', value: number, unit } } : unit;
    }
    case 'percentage':
      return readPercentage(value, context);
    case 'yesNo':
      return readYesNo(value);
    case 'date':
      return readDate(value, datapoint);
    case 'choice': {
      const id = readChoiceId(datapoint, value);
      return id ? { value: { kind: 'choice', value: [id] } } : { reason: 'unknownChoice', text };
    }
    case 'narrative':
    case 'aiText':
      return { value: { kind: 'text', value: typeof value === 'string' ? value.trim() : text } };
  }
}
