import { describeNumberEntryProblem, type NumberEntryProblem } from '@carbon-ledger/core';
import type { Lang } from '../api/calculator-api.ts';

/** Text typed into a number field that cannot be taken: kept as typed, and it blocks the save. */
export type PendingNumber = { text: string; problem: NumberEntryProblem; fieldName: string };
/** Field key (`<row key>:<path>`) → its pending text. */
export type PendingNumbers = Readonly<Record<string, PendingNumber>>;

/** The key of a number field of a row: the row's client key and the field's path in the result. */
export function toFieldKey(rowKey: string, path: string): string {
  return `${rowKey}:${path}`;
}

/** Sets or clears one field's pending text, returning the same object when nothing changes. */
export function putPendingNumber(
  pending: PendingNumbers,
  fieldKey: string,
  entry: PendingNumber | undefined,
): PendingNumbers {
  const current = pending[fieldKey];
  if (!entry) {
    if (!current) return pending;
    const { [fieldKey]: _cleared, ...rest } = pending;
    return rest;
  }
  const isSame =
    current?.text === entry.text &&
    current.problem === entry.problem &&
    current.fieldName === entry.fieldName;
  return isSame ? pending : { ...pending, [fieldKey]: entry };
}

/** Forgets the pending texts of a removed or cleared row. */
export function dropRowPendingNumbers(pending: PendingNumbers, rowKey: string): PendingNumbers {
  const prefix = `${rowKey}:`;
  const kept = Object.entries(pending).filter(([key]) => !key.startsWith(prefix));
  return kept.length === Object.keys(pending).length ? pending : Object.fromEntries(kept);
}

/**
 * One message per field that blocks the save, by field key, each naming the field, in the order they
 * were typed: a page marks the field (and opens its section) by the key.
 */
export function describePendingNumbersByKey(pending: PendingNumbers, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pending).map(([key, entry]) => [
      key,
      describeNumberEntryProblem(entry.problem, lang, entry.fieldName),
    ]),
  );
}

/** The messages of `describePendingNumbersByKey` alone, in the order the fields were typed. */
export function describePendingNumbers(pending: PendingNumbers, lang: Lang): string[] {
  return Object.values(describePendingNumbersByKey(pending, lang));
}
