import { type FormDefinition, listFormOptions, type OptionEntry } from '@carbon-ledger/core';

// Forms are immutable module constants: index each once instead of walking it for every row.
const indexes = new WeakMap<FormDefinition, ReadonlyMap<string, OptionEntry>>();

/** The option of a form by id (children included), from a cached index. */
export function findOptionEntry(form: FormDefinition, optionId: string): OptionEntry | undefined {
  let index = indexes.get(form);
  if (!index) {
    index = new Map(listFormOptions(form).map((entry) => [entry.option.id, entry]));
    indexes.set(form, index);
  }
  return index.get(optionId);
}
