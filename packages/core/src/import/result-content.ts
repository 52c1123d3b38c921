import type { ResultSources } from '../contracts/calculator.ts';

/**
 * The fields of a result an export writes and an import reads back, in the shape both a stored result
 * and an imported row have (stored rows say null where an input leaves a field out).
 */
export type ComparableResult = {
  formOptionId: string;
  name?: string | null;
  assumptions?: string | null;
  notes?: string | null;
  csvId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  isExcluded?: boolean | null;
  emissionActivityInputs?: readonly { fieldId?: string; value: number | null; unit: string }[];
  genericInputs?: Readonly<Record<string, string | number>> | null;
  pickedFactorId?: string | null;
  userFactor?: { factor: number; source: string } | null;
  sources?: ResultSources | null;
};

/** A sub-row: the export writes only these of its fields. */
export type ComparableChild = Pick<
  ComparableResult,
  'formOptionId' | 'name' | 'emissionActivityInputs' | 'pickedFactorId'
>;

const textOf = (value: string | null | undefined): string => (value ?? '').trim();

/** Amounts without a value are not exported, so they do not count; order does not either. */
function describeAmounts(amounts: ComparableResult['emissionActivityInputs']) {
  return (amounts ?? [])
    .filter((amount) => amount.value !== null)
    .map((amount) => [amount.fieldId ?? '', amount.value, amount.unit] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function describeSources(sources: ResultSources | null | undefined) {
  const types = (sources?.types ?? [])
    .map((source) => [source.type, source.percentShare ?? null] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return [types, textOf(sources?.otherDataSources)];
}

function describeGenericInputs(inputs: ComparableResult['genericInputs']) {
  return Object.entries(inputs ?? {})
    .filter(([, value]) => (typeof value === 'string' ? value.trim() !== '' : true))
    .map(([id, value]) => [id, typeof value === 'string' ? value.trim() : value] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** A sub-row's content as comparable text. */
export function describeChildContent(child: ComparableChild): string {
  return JSON.stringify([
    child.formOptionId,
    textOf(child.name),
    describeAmounts(child.emissionActivityInputs),
    child.pickedFactorId ?? null,
  ]);
}

/** The sub-rows of a result as comparable text, in no particular order. */
export function describeChildrenContent(children: readonly ComparableChild[]): string {
  return JSON.stringify(children.map(describeChildContent).sort());
}

/**
 * A result's content as the export writes it, as text that is equal exactly when an import of the
 * exported line would leave the result as it is: text trimmed, empty and absent alike, amounts without
 * a value left out, lists in a fixed order. Fields the file does not carry (review flag, data quality,
 * files, whether it is marked complete) do not count.
 */
export function describeResultContent(
  result: ComparableResult,
  children: readonly ComparableChild[],
): string {
  return JSON.stringify([
    result.formOptionId,
    textOf(result.name),
    textOf(result.assumptions),
    textOf(result.notes),
    textOf(result.csvId),
    result.startDate ?? null,
    result.endDate ?? null,
    result.isExcluded ?? false,
    describeAmounts(result.emissionActivityInputs),
    describeGenericInputs(result.genericInputs),
    result.pickedFactorId ?? null,
    result.userFactor ? [result.userFactor.factor, result.userFactor.source.trim()] : null,
    describeSources(result.sources),
    describeChildrenContent(children),
  ]);
}
