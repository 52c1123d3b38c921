import { formatNumber, toDisplayLocale } from '@carbon-ledger/core';
/** One changed field of an entry, read from its `before` and `after`. */
export type ChangedField = { field: string; before: unknown; after: unknown };

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Nothing to read: null, an empty text, an empty list or an empty object. */
const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (asRecord(value) !== null && Object.keys(value as object).length === 0);

/**
 * The fields an entry changed, in a stable order. Created and deleted records show all their fields
 * that hold something: an empty field on both sides ("— → —") tells the reader nothing.
 */
export function listChangedFields(before: unknown, after: unknown): ChangedField[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields
    .map((field) => ({
      field,
      before: was ? (was[field] ?? null) : null,
      after: is ? (is[field] ?? null) : null,
    }))
    .filter((change) => !(isBlank(change.before) && isBlank(change.after)));
}

type ActivityInput = { fieldId?: unknown; value?: unknown; unit?: unknown };
const isActivityInput = (item: unknown): item is ActivityInput =>
  asRecord(item) !== null && 'fieldId' in (item as object) && 'value' in (item as object);

/**
 * A logged value as a short text: numbers in the page's locale, yes/no, activity inputs as
 * "energy: 2,500 kWh", an ESG answer by its value and unit, lists joined, anything else as compact JSON.
 * `null` and empty texts show as an em dash.
 */
export function formatLogValue(value: unknown, locale: string, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value, toDisplayLocale(locale), 3);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) =>
        isActivityInput(item)
          ? `${String(item.fieldId)}: ${formatLogValue(item.value, locale, words)}${item.unit ? ` ${String(item.unit)}` : ''}`
          : formatLogValue(item, locale, words),
      )
      .join('; ');
  }
  const record = asRecord(value);
  if (record && 'value' in record && 'kind' in record) {
    const unit = typeof record.unit === 'string' && record.unit !== 'xbrli:pure' ? ` ${record.unit}` : '';
    return `${formatLogValue(record.value, locale, words)}${unit}`;
  }
  return JSON.stringify(value);
}
