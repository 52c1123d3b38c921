import { hasUnsafeCharacters } from '../../contracts/request-input-safety.ts';
import type { CellValue, SpreadsheetTable } from '../../import/spreadsheet-table.ts';

/** A regulated substance the substances picker offers (ECHA's candidate list of SVHCs or a seed). */
export type Substance = {
  /** Stable id: ECHA's id when the file has one, else the first EC number, else the first CAS number. */
  readonly id: string;
  readonly name: string;
  readonly ecNumbers: readonly string[];
  readonly casNumbers: readonly string[];
};

/** Why a row of the file was not taken. */
export const SUBSTANCE_PROBLEM_CODES = [
  'unsafeName',
  'emptyName',
  'nameTooLong',
  'badEcNumber',
  'badCasNumber',
  'noId',
  'badId',
  'duplicateId',
] as const;
export type SubstanceProblemCode = (typeof SUBSTANCE_PROBLEM_CODES)[number];

/** The longest id a substance may have (ECHA's ids, EC and CAS numbers are far shorter). */
export const MAX_SUBSTANCE_ID_LENGTH = 100;

/** Whether text holds a control character (a tab, a line break, DEL): never part of a name or id. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether text has the shape of a substance id an answer may hold: non-empty, no longer than
 * MAX_SUBSTANCE_ID_LENGTH, no surrounding blanks and no control characters. Whether the id is in the
 * loaded list is the server's check (it holds the list).
 */
export function isSubstanceIdShape(text: string): boolean {
  return (
    text !== '' &&
    text.length <= MAX_SUBSTANCE_ID_LENGTH &&
    text === text.trim() &&
    !hasUnsafeCharacters(text) &&
    !hasControlCharacters(text)
  );
}

/** A row of the file that was not taken, with the sheet's row number, why, and the value at fault. */
export type SubstanceRowProblem = {
  readonly sheetRow: number;
  readonly code: SubstanceProblemCode;
  readonly value?: string;
};

export type SubstanceListParse = {
  readonly substances: Substance[];
  readonly problems: SubstanceRowProblem[];
};

/** Thrown when the file has no header row naming at least the substance name column. */
export class SubstanceListFormatError extends Error {
  readonly messages = {
    en: 'No header row with a "Substance name" column in the first 15 rows of the file.',
    de: 'In den ersten 15 Zeilen der Datei steht keine Kopfzeile mit einer Spalte „Substance name“.',
  } as const;
  constructor() {
    super('No header row with a "Substance name" column in the first 15 rows of the file.');
  }
}

/**
 * A few substances of ECHA's candidate list, shipped so the picker works in tests and on a new
 * installation; the operator loads the whole list (see docs).
 */
export const SEED_SUBSTANCES: readonly Substance[] = [
  ['Bis(2-ethylhexyl) phthalate (DEHP)', ['204-211-0'], ['117-81-7']],
  ['Dibutyl phthalate (DBP)', ['201-557-4'], ['84-74-2']],
  ['Benzyl butyl phthalate (BBP)', ['201-622-7'], ['85-68-7']],
  ['Diisobutyl phthalate (DIBP)', ['201-553-2'], ['84-69-5']],
  ['Bisphenol A', ['201-245-8'], ['80-05-7']],
  ['Lead', ['231-100-4'], ['7439-92-1']],
  ['Cadmium', ['231-152-8'], ['7440-43-9']],
  ['Anthracene', ['204-371-1'], ['120-12-7']],
  ['4,4′-Diaminodiphenylmethane (MDA)', ['202-974-4'], ['101-77-9']],
  ['Boric acid', ['233-139-2'], ['10043-35-3']],
  ['Perfluorooctanoic acid (PFOA)', ['206-397-9'], ['335-67-1']],
  ['Trichloroethylene', ['201-167-4'], ['79-01-6']],
].map(([name, ecNumbers, casNumbers]) => ({
  id: (ecNumbers as string[])[0] as string,
  name: name as string,
  ecNumbers: ecNumbers as string[],
  casNumbers: casNumbers as string[],
}));

const MAX_NAME_LENGTH = 1000;
const HEADER_SEARCH_ROWS = 15;

/** An EC number (`123-456-7`) whose check digit fits: Σ position × digit over the first six, mod 11. */
export function isEcNumber(text: string): boolean {
  const match = /^(\d{3})-(\d{3})-(\d)$/.exec(text);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index + 1), 0);
  return sum % 11 === Number(match[3]);
}

/** A CAS registry number (`7439-92-1`) whose check digit fits: Σ weight × digit from the right, mod 10. */
export function isCasNumber(text: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(text);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split('').reverse().map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

type Columns = { name: number; id?: number; ec?: number; cas?: number };

const HEADER_PATTERNS: Record<keyof Columns, RegExp> = {
  name: /^(substance name|name|substance)$/,
  id: /^(id|substance id|echa id|list id)$/,
  ec: /^(ec|ec no\.?|ec number|ec-nr\.?)$/,
  cas: /^(cas|cas no\.?|cas number|cas-nr\.?)$/,
};

const cellText = (cell: CellValue | undefined): string =>
  cell === null || cell === undefined ? '' : String(cell).trim();

function findHeader(rows: readonly CellValue[][]): { index: number; columns: Columns } {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    const found: Partial<Columns> = {};
    (rows[index] ?? []).forEach((cell, column) => {
      const text = cellText(cell).toLowerCase();
      for (const key of Object.keys(HEADER_PATTERNS) as (keyof Columns)[]) {
        if (found[key] === undefined && HEADER_PATTERNS[key].test(text)) found[key] = column;
      }
    });
    if (found.name !== undefined) return { index, columns: found as Columns };
  }
  throw new SubstanceListFormatError();
}

/** The numbers of one cell: ECHA writes several separated by commas or line breaks, and `-` for none. */
function numbersOf(cell: CellValue | undefined): string[] {
  return cellText(cell)
    .split(/[,;\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-' && part !== '—');
}

/**
 * Reads ECHA's candidate-list export (CSV or XLSX, read with `readSpreadsheet`): a header row naming the
 * substance name and, where present, its id, EC and CAS columns. Every other row is a substance or is
 * reported with its reason: a blank or over-long name, a control character, an EC or CAS number whose
 * check digit does not fit, no id at all, or an id already taken by an earlier row.
 */
export function parseSubstanceTable(table: SpreadsheetTable): SubstanceListParse {
  const { index: headerIndex, columns } = findHeader(table.rows);
  const substances: Substance[] = [];
  const problems: SubstanceRowProblem[] = [];
  const taken = new Set<string>();
  table.rows.slice(headerIndex + 1).forEach((row, offset) => {
    const sheetRow = headerIndex + offset + 2;
    if (row.every((cell) => cellText(cell) === '')) return;
    const read = readSubstanceRow(row, columns);
    if ('code' in read) problems.push({ sheetRow, ...read });
    else if (taken.has(read.id)) problems.push({ sheetRow, code: 'duplicateId', value: read.id });
    else {
      taken.add(read.id);
      substances.push(read);
    }
  });
  return { substances, problems };
}

type RowProblem = Omit<SubstanceRowProblem, 'sheetRow'>;

function readSubstanceRow(row: readonly CellValue[], columns: Columns): Substance | RowProblem {
  const name = cellText(row[columns.name]).replace(/\s+/g, ' ');
  if (hasUnsafeCharacters(name)) return { code: 'unsafeName' };
  if (name === '') return { code: 'emptyName' };
  if (name.length > MAX_NAME_LENGTH) return { code: 'nameTooLong' };
  const ecNumbers = columns.ec === undefined ? [] : numbersOf(row[columns.ec]);
  const casNumbers = columns.cas === undefined ? [] : numbersOf(row[columns.cas]);
  const badEc = ecNumbers.find((number) => !isEcNumber(number));
  if (badEc) return { code: 'badEcNumber', value: badEc };
  const badCas = casNumbers.find((number) => !isCasNumber(number));
  if (badCas) return { code: 'badCasNumber', value: badCas };
  const id = (columns.id === undefined ? '' : cellText(row[columns.id])) || ecNumbers[0] || casNumbers[0];
  if (!id) return { code: 'noId' };
  if (!isSubstanceIdShape(id)) return { code: 'badId', value: id.slice(0, 40) };
  return { id, name, ecNumbers, casNumbers };
}

const PROBLEM_TEXTS: Record<SubstanceProblemCode, Record<'en' | 'de', (value: string) => string>> = {
  unsafeName: {
    en: () => 'The name holds a NUL byte or a broken character.',
    de: () => 'Der Name enthält ein NUL-Zeichen oder ein beschädigtes Zeichen.',
  },
  emptyName: { en: () => 'The substance name is empty.', de: () => 'Der Stoffname ist leer.' },
  nameTooLong: {
    en: () => `The name is longer than ${MAX_NAME_LENGTH} characters.`,
    de: () => `Der Name ist länger als ${MAX_NAME_LENGTH} Zeichen.`,
  },
  badEcNumber: {
    en: (value) => `"${value}" is not a valid EC number.`,
    de: (value) => `„${value}“ ist keine gültige EG-Nummer.`,
  },
  badCasNumber: {
    en: (value) => `"${value}" is not a valid CAS number.`,
    de: (value) => `„${value}“ ist keine gültige CAS-Nummer.`,
  },
  noId: {
    en: () => 'The row has no id, EC or CAS number to identify the substance by.',
    de: () => 'Die Zeile hat keine ID, EG- oder CAS-Nummer, an der der Stoff zu erkennen ist.',
  },
  badId: {
    en: (value) =>
      `"${value}" is not an id a substance can have (at most ${MAX_SUBSTANCE_ID_LENGTH} characters, no control characters).`,
    de: (value) =>
      `„${value}“ ist keine mögliche Stoff-ID (höchstens ${MAX_SUBSTANCE_ID_LENGTH} Zeichen, keine Steuerzeichen).`,
  },
  duplicateId: {
    en: (value) => `The id ${value} is already used by an earlier row.`,
    de: (value) => `Die ID ${value} wird schon von einer früheren Zeile verwendet.`,
  },
};

/** A problem of a row as a sentence naming the row, in English or German. */
export function describeSubstanceProblem(problem: SubstanceRowProblem, lang: 'en' | 'de'): string {
  const text = PROBLEM_TEXTS[problem.code][lang](problem.value ?? '');
  return lang === 'de' ? `Zeile ${problem.sheetRow}: ${text}` : `Row ${problem.sheetRow}: ${text}`;
}

/** Substances whose name, EC or CAS number contains the query (case-insensitive), at most `limit`. */
export function searchSubstances(list: readonly Substance[], query: string, limit = 20): Substance[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return list.slice(0, limit);
  const found: Substance[] = [];
  for (const substance of list) {
    const isHit =
      substance.name.toLowerCase().includes(needle) ||
      substance.ecNumbers.some((number) => number.includes(needle)) ||
      substance.casNumbers.some((number) => number.includes(needle));
    if (isHit) found.push(substance);
    if (found.length >= limit) break;
  }
  return found;
}
