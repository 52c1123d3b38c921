import type { DisplayLocale } from '../format/display-locale.ts';
import type { SpreadsheetFileErrorCode } from './spreadsheet-file-error.ts';

/** Problems of mapping rows; the file codes of `SpreadsheetFileError` share the same message table. */
export const IMPORT_ROW_PROBLEM_CODES = [
  'noColumns',
  'noSection',
  'unknownSection',
  'missingOption',
  'unknownOption',
  'ambiguousOption',
  'unknownUnit',
  'ambiguousTon',
  'unusedAmount',
  'invalidNumber',
  'invalidDate',
  'invalidBoolean',
  'invalidShare',
  'incompleteUserFactor',
  'notDistributed',
  'ambiguousEntity',
  'entityNotYours',
  'childIncomplete',
  'missingChildOption',
  'unknownChildOption',
  'noChildOptions',
  'tooManyChildren',
  'invalidResultId',
  'duplicateResultId',
  'startAfterEnd',
  'dateOutsideYear',
  'allRowsInvalid',
] as const;
export type ImportRowProblemCode = (typeof IMPORT_ROW_PROBLEM_CODES)[number];
export type ImportProblemCode = ImportRowProblemCode | SpreadsheetFileErrorCode;

/**
 * Something wrong with the file or a row. `sheetRow` is the spreadsheet's row number; `isChild` says the
 * problem concerns the sub-row the line describes (only that sub-row is left out, not its parent).
 */
export type ImportProblem = {
  code: ImportProblemCode;
  sheetRow?: number;
  isChild?: boolean;
  values: Record<string, string | number>;
};

/**
 * The text of each problem. `{row}` becomes "Row 7" or "Child row 7"; other placeholders come from the
 * problem's values. Where the specification gives a message (section 5), the English text is its text.
 */
export const IMPORT_MESSAGES: Record<DisplayLocale, Record<ImportProblemCode, string>> = {
  en: {
    tooLarge: 'The file is larger than {limit} MB. Split it into smaller files.',
    tooManyRows: 'The file has more than {limit} rows. Split it into smaller files.',
    compressionBomb:
      'The file would unpack to more than {limit} MB or is packed unusually tightly, so it was not opened.',
    encrypted:
      'The file is password-protected or an old Excel 97–2003 workbook (.xls). Remove the password and save it as .xlsx or .csv.',
    corrupt: 'The file is damaged and cannot be read. Save it again as .xlsx or .csv.',
    noSheet: 'sheet could not be found.',
    unsupportedType: 'This type of file cannot be imported. Upload an .xlsx or .csv file.',
    noColumns:
      'The first row of the file names none of the import columns (such as level.0, c1, amounts.0.value).',
    noSection: "{row} doesn't have any defined sections.",
    unknownSection: '{row}: the form has no section "{value}".',
    missingOption: "{row} doesn't say what it is: fill in level.0.",
    unknownOption: '{row}: "{value}" is not a row type of the section "{section}".',
    ambiguousOption: '{row}: several row types of the section "{section}" are called "{value}". Use the id.',
    unknownUnit: '{row}: the unit "{value}" in {column} is not a unit of {category}.',
    ambiguousTon:
      '{row}: "{value}" in {column} can mean a metric tonne (1,000 kg) or a US short ton (907.18 kg). Choose which the file means above the preview, or write "t" or "short ton".',
    unusedAmount: '{row}: "{option}" has no amount for {column}.',
    invalidNumber: '{row}: {column} must be a number, not "{value}".',
    invalidDate: '{row}: {column} must be a date such as 2024-12-31 or 31.12.2024, not "{value}".',
    invalidBoolean: '{row}: {column} must be yes or no, not "{value}".',
    invalidShare: '{row}: {column} must be x or a share from 0 to 100, not "{value}".',
    incompleteUserFactor: '{row}: "{option}" needs both direct.factor (a number) and direct.source.',
    notDistributed: '{row} was not distributed to any entity.',
    ambiguousEntity: '{row}: several entities are called "{value}". Use the entity\'s id.',
    entityNotYours: 'At least one of the specified entities does not belong to you.',
    childIncomplete: '{row} was left out: a sub-row needs a name, a unit and a numeric value.',
    missingChildOption: '{row}: fill in child.level.0 with the type of the sub-row of "{option}".',
    unknownChildOption: '{row}: "{value}" is not a sub-row type of "{option}".',
    noChildOptions: '{row}: "{option}" has no sub-rows.',
    tooManyChildren: '{row} was left out: a row can have at most {limit} sub-rows.',
    invalidResultId:
      '{row}: {column} must be the id of a result as an export writes it, not "{value}". Leave it empty for a new result.',
    duplicateResultId:
      '{row}: the result {value} is already in row {firstRow}. Each result can be in the file only once.',
    startAfterEnd: '{row}: startDate {start} is after endDate {end}.',
    dateOutsideYear: '{row}: {column} {value} lies outside the year ({start} to {end}).',
    allRowsInvalid: 'All rows in file {file} are invalid.',
  },
  de: {
    tooLarge: 'Die Datei ist größer als {limit} MB. Teile sie in kleinere Dateien auf.',
    tooManyRows: 'Die Datei hat mehr als {limit} Zeilen. Teile sie in kleinere Dateien auf.',
    compressionBomb:
      'Die Datei würde entpackt mehr als {limit} MB groß oder ist ungewöhnlich stark gepackt. Sie wurde deshalb nicht geöffnet.',
    encrypted:
      'Die Datei ist mit einem Passwort geschützt oder eine alte Excel-97–2003-Mappe (.xls). Entferne das Passwort und speichere sie als .xlsx oder .csv.',
    corrupt:
      'Die Datei ist beschädigt und kann nicht gelesen werden. Speichere sie erneut als .xlsx oder .csv.',
    noSheet: 'Das Tabellenblatt wurde nicht gefunden.',
    unsupportedType: 'Dieser Dateityp kann nicht importiert werden. Lade eine .xlsx- oder .csv-Datei hoch.',
    noColumns:
      'Die erste Zeile der Datei nennt keine der Importspalten (zum Beispiel level.0, c1, amounts.0.value).',
    noSection: '{row} hat keinen festgelegten Bereich.',
    unknownSection: '{row}: Das Formular hat keinen Bereich „{value}“.',
    missingOption: '{row} sagt nicht, was sie ist: Fülle level.0 aus.',
    unknownOption: '{row}: „{value}“ ist keine Zeilenart des Bereichs „{section}“.',
    ambiguousOption: '{row}: Mehrere Zeilenarten des Bereichs „{section}“ heißen „{value}“. Nimm die ID.',
    unknownUnit: '{row}: Die Einheit „{value}“ in {column} ist keine Einheit für {category}.',
    ambiguousTon:
      '{row}: „{value}“ in {column} kann eine metrische Tonne (1.000 kg) oder eine US-Short-Ton (907,18 kg) sein. Wähle über der Vorschau, was die Datei meint, oder schreibe „t“ oder „short ton“.',
    unusedAmount: '{row}: „{option}“ hat keine Menge für {column}.',
    invalidNumber: '{row}: {column} muss eine Zahl sein, nicht „{value}“.',
    invalidDate: '{row}: {column} muss ein Datum wie 2024-12-31 oder 31.12.2024 sein, nicht „{value}“.',
    invalidBoolean: '{row}: {column} muss ja oder nein sein, nicht „{value}“.',
    invalidShare: '{row}: {column} muss x oder ein Anteil von 0 bis 100 sein, nicht „{value}“.',
    incompleteUserFactor: '{row}: „{option}“ braucht direct.factor (eine Zahl) und direct.source.',
    notDistributed: '{row} wurde keiner Einheit zugeordnet.',
    ambiguousEntity: '{row}: Mehrere Einheiten heißen „{value}“. Nimm die ID der Einheit.',
    entityNotYours: 'Mindestens eine der angegebenen Einheiten gehört nicht zu dir.',
    childIncomplete:
      '{row} wurde ausgelassen: Eine Unterzeile braucht einen Namen, eine Einheit und eine Zahl.',
    missingChildOption: '{row}: Fülle child.level.0 mit der Art der Unterzeile von „{option}“ aus.',
    unknownChildOption: '{row}: „{value}“ ist keine Art von Unterzeile für „{option}“.',
    noChildOptions: '{row}: „{option}“ hat keine Unterzeilen.',
    tooManyChildren: '{row} wurde ausgelassen: Eine Zeile kann höchstens {limit} Unterzeilen haben.',
    invalidResultId:
      '{row}: {column} muss die ID eines Ergebnisses sein, wie ein Export sie schreibt, nicht „{value}“. Lass sie für ein neues Ergebnis leer.',
    duplicateResultId:
      '{row}: Das Ergebnis {value} steht schon in Zeile {firstRow}. Jedes Ergebnis darf nur einmal in der Datei stehen.',
    startAfterEnd: '{row}: startDate {start} liegt nach endDate {end}.',
    dateOutsideYear: '{row}: {column} {value} liegt außerhalb des Jahres ({start} bis {end}).',
    allRowsInvalid: 'Alle Zeilen der Datei {file} sind ungültig.',
  },
};

const ROW_LABELS: Record<DisplayLocale, { row: string; childRow: string }> = {
  en: { row: 'Row', childRow: 'Child row' },
  de: { row: 'Zeile', childRow: 'Unterzeile' },
};

function fillPlaceholders(template: string, values: Record<string, string | number>, lang: DisplayLocale) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString(lang) : value;
  });
}

/** The problem as a sentence in the language. */
export function formatImportProblem(problem: ImportProblem, lang: DisplayLocale): string {
  const labels = ROW_LABELS[lang];
  const row =
    problem.sheetRow === undefined
      ? ''
      : `${problem.isChild ? labels.childRow : labels.row} ${problem.sheetRow}`;
  return fillPlaceholders(IMPORT_MESSAGES[lang][problem.code], { ...problem.values, row }, lang);
}

const SERVER_ROW_ERROR_FORMATS: Record<DisplayLocale, string> = {
  en: '{row} "{name}" {message}',
  de: '{row} „{name}“ {message}',
};

/**
 * A row the server refused, as the spec shows it: 'Row {index} "{name}" {message}' or
 * 'Child row {index} "{name}" {message}', where the index is the spreadsheet's row number.
 */
export function formatServerRowError(
  error: { sheetRow: number; isChild: boolean; rowName: string; message: string },
  lang: DisplayLocale = 'en',
): string {
  const labels = ROW_LABELS[lang];
  const row = `${error.isChild ? labels.childRow : labels.row} ${error.sheetRow}`;
  return SERVER_ROW_ERROR_FORMATS[lang]
    .replace('{row}', row)
    .replace('{name}', () => error.rowName)
    .replace('{message}', () => error.message);
}
