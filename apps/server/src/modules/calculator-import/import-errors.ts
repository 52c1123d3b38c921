import {
  type BulkImportError,
  type DisplayLocale,
  type ErrorDetail,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
} from '@carbon-ledger/core';

/** A request path segment of a result field → the spreadsheet column the user typed it in. */
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = {
  formOptionId: 'level.0',
  pickedFactorId: 'level.1',
  userFactor: 'direct.factor',
  name: 'name',
  assumptions: 'assumptions',
  notes: 'notes',
  csvId: 'csvId',
  startDate: 'startDate',
  endDate: 'endDate',
  generatedFromFile: 'generatedFromFile',
};

/** The column a field path within one row names, e.g. `emissionActivityInputs.1.unit` → `amounts.1.unit`. */
export function describeRowField(fieldPath: readonly string[], isChild: boolean): string {
  const [field, index, part] = fieldPath;
  const prefix = isChild ? 'child.' : '';
  if (field === 'emissionActivityInputs') {
    const column = part === 'fieldId' || part === undefined ? 'value' : part;
    return `${prefix}amounts.${index ?? 0}.${column}`;
  }
  if (field === 'genericInputs') return `${prefix}genericInputs.${fieldPath.slice(1).join('.')}`;
  if (field === 'sources') return `${prefix}sources`;
  return `${prefix}${COLUMN_OF_FIELD[field ?? ''] ?? fieldPath.join('.')}`;
}

/** What an error needs of a row: rows reach here before their fields are checked, so each is unknown. */
type RowOrigin = { sheetRow: number; name?: unknown; children?: unknown };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function childNameOf(row: RowOrigin, childIndex: number): string {
  const child = Array.isArray(row.children) ? (row.children[childIndex] as { name?: unknown }) : undefined;
  return textOf(child?.name);
}

function translate(message: string, lang: DisplayLocale): string {
  return isValidationMessageKey(message) ? VALIDATION_MESSAGES[lang][message] : message;
}

/**
 * Turns the field errors of a chunk (paths `bulkRequests.<row>[.children.<child>].<field…>`) into one
 * error per row or child, naming the column and the problem in the request's language.
 */
export function toRowErrors(
  details: readonly ErrorDetail[],
  rows: readonly RowOrigin[],
  lang: DisplayLocale,
): BulkImportError[] {
  const byTarget = new Map<string, BulkImportError>();
  for (const detail of details) {
    const segments = detail.path.split('.');
    if (segments[0] !== 'bulkRequests') continue;
    const rowIndex = Number(segments[1]);
    const row = rows[rowIndex];
    if (!row) continue;
    const isChild = segments[2] === 'children';
    const childIndex = isChild ? Number(segments[3]) : null;
    const fieldPath = segments.slice(isChild ? 4 : 2);
    const text = `${describeRowField(fieldPath, isChild)}: ${translate(detail.message, lang)}`;
    const key = `${rowIndex}/${childIndex ?? ''}`;
    const known = byTarget.get(key);
    if (known) {
      known.message = `${known.message}; ${text}`;
      continue;
    }
    byTarget.set(key, {
      rowIndex,
      sheetRow: row.sheetRow,
      isChild,
      childIndex,
      rowName: childIndex === null ? textOf(row.name) : childNameOf(row, childIndex),
      message: text,
    });
  }
  return [...byTarget.values()];
}

/** An error for a whole row (not a field), e.g. a row written into a year outside the import's years. */
export function rowError(rows: readonly RowOrigin[], rowIndex: number, message: string): BulkImportError {
  const row = rows[rowIndex];
  return {
    rowIndex,
    sheetRow: row?.sheetRow ?? 1,
    isChild: false,
    childIndex: null,
    rowName: textOf(row?.name),
    message,
  };
}
