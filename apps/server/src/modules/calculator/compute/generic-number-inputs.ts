import { type FormOption, readNumberWithoutLocale } from '@carbon-ledger/core';
import { RowInputError } from './row-input-error.ts';

/**
 * A number a row holds in a generic input: a JSON number as sent, or text every locale reads as the same
 * number (the API carries no locale); blank text is no value. Undefined for both.
 */
export function readGenericNumber(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === undefined || value.trim() === '') return undefined;
  return readNumberWithoutLocale(value);
}

/**
 * Refuses a row whose numeric generic input holds text that is no number, or one that reads differently
 * by locale ("120,000" is 120000 in English and 120 in German), naming the field: such text was once
 * counted as whatever `Number` made of it. Runs before the factors are resolved, so none reads it unchecked.
 */
export function assertGenericNumbers(
  option: Pick<FormOption, 'genericInputs'>,
  inputs: Readonly<Record<string, string | number>>,
  path: string,
): void {
  for (const input of option.genericInputs ?? []) {
    if (input.type !== 'number') continue;
    const value = inputs[input.id];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (readGenericNumber(value) === undefined) {
      throw new RowInputError(`${path}.genericInputs.${input.id}`, 'validation.number');
    }
  }
}
