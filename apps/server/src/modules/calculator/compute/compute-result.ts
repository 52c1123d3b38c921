import {
  calculateEmissions,
  type Emissions,
  type EmissionsInput,
  type EnergyProfile,
  type FactorUsed,
  type FormOption,
  type GhgScope,
  getParentFactor,
  getQuantityInput,
  getResultGhgScope,
  getResultSectionIds,
  type OptionEntry,
  type ResultFigures,
  SPEND_YEAR_INPUT_ID,
  summarizeResultFigures,
} from '@carbon-ledger/core';
import { buildAmounts, readSpendYear, type StoredAmount } from './build-amounts.ts';
import { collectEnergyNeeds, collectPickedEnergyNeeds, resolveEnergyProfile } from './energy-profile.ts';
import type { FactorLookup, FactorNeeds } from './factor-lookup.ts';
import { assertGenericNumbers } from './generic-number-inputs.ts';
import type { InstanceContext } from './instance-context.ts';
import { findOptionEntry } from './option-index.ts';
import {
  collectFactorNeeds,
  type FactorChoice,
  isSupplierPriced,
  type ResolvedFactors,
  resolveFactors,
} from './resolve-factors.ts';
import { RowInputError } from './row-input-error.ts';
import { addRateNote, findSpendRateNote, readSpendChoice } from './spend-factors.ts';

/** The fields of a row that decide its figure (what the client sends, or what a stored row holds). */
export type ComputableRow = FactorChoice & {
  formOptionId: string;
  emissionActivityInputs: readonly { fieldId: string; value: number | null; unit: string }[];
};

/** The server-computed part of a stored result. */
export type ComputedResult = {
  formOptionId: string;
  c1: string;
  c2: string | null;
  c3: string | null;
  emissionActivityInputs: StoredAmount[];
  emissions: Emissions;
  ghgScope: GhgScope | null;
  figures: ResultFigures;
  factorsUsed: FactorUsed[];
  calculationIssue: string | null;
  timePeriodFactor: number;
};

/** The parent's data a child row may be multiplied by. */
export type ParentData = { amounts: readonly StoredAmount[]; emissions: Emissions };

/** Finds a row's option in its instance's form, or refuses the row naming `formOptionId`. */
export function requireOptionEntry(
  instance: InstanceContext,
  formOptionId: string,
  path: string,
): OptionEntry {
  const entry = findOptionEntry(instance.form, formOptionId);
  if (!entry) throw new RowInputError(`${path}.formOptionId`, 'validation.invalid');
  return entry;
}

/** Adds what a row will read from the library to `needs` (rows with an unknown option add nothing). */
export function collectRowFactorNeeds(
  instance: InstanceContext,
  row: ComputableRow,
  needs: FactorNeeds,
): void {
  const entry = findOptionEntry(instance.form, row.formOptionId);
  if (!entry) return;
  collectFactorNeeds(entry.option, instance, row, needs);
  collectEnergyNeeds(entry.option, instance, row, needs);
}

/** What a row needs once its picked factor is known (the calorific value of a picked fuel). */
export function collectRowPickedNeeds(row: ComputableRow, lookup: FactorLookup, needs: FactorNeeds): void {
  collectPickedEnergyNeeds(row, lookup, needs);
}

/** A row's factors, the citations of them and its energy profile: all that its amounts do not decide. */
type Resolution = {
  resolved: ResolvedFactors;
  factorsUsed: FactorUsed[];
  energyProfile: EnergyProfile | undefined;
};

/**
 * Resolutions already made, per lookup: the rows of an import mostly repeat a few options with the same
 * choices, and resolving them (editions picked, units converted, the grid's mix grouped) cost more than
 * the rest of a row. A resolution depends only on the option, the year and the row's choice, and the
 * lookup's factors do not change once loaded; a refused choice is not kept, so each row names its own
 * path. Shared by the rows, a resolution is only read.
 */
const resolutions = new WeakMap<FactorLookup, Map<string, Resolution>>();

function resolveRowFactors(
  option: FormOption,
  instance: InstanceContext,
  choice: FactorChoice,
  lookup: FactorLookup,
  context: { quantityCategory: string; path: string; spendYear: number },
): Resolution {
  let known = resolutions.get(lookup);
  if (!known) {
    known = new Map();
    resolutions.set(lookup, known);
  }
  const key = [
    instance.id,
    option.id,
    choice.pickedFactorId ?? '',
    choice.userFactor ? JSON.stringify(choice.userFactor) : '',
    JSON.stringify(choice.genericInputs),
  ].join('\u0000');
  const resolution = known.get(key);
  if (resolution) return resolution;
  const resolved = resolveFactors(option, instance, choice, lookup, context);
  const { quantityCategory } = context;
  const energyProfile = resolveEnergyProfile({
    option,
    instance,
    choice,
    lookup,
    resolved,
    quantityCategory,
  });
  const parts = [resolved.direct, resolved.directLocationBased, resolved.indirect, resolved.biogenic];
  const factorsUsed: FactorUsed[] = [];
  for (const part of parts) if (part) factorsUsed.push(...part.used);
  // Frozen: every row of the resolution holds this one array.
  const made = { resolved, factorsUsed: Object.freeze(factorsUsed) as FactorUsed[], energyProfile };
  known.set(key, made);
  return made;
}

/**
 * Computes one row on the server: option and sections from the instance's form, amounts converted to base
 * units, factors resolved by kind (`resolveFactors`), then `calculateEmissions` with the instance's
 * surcharge, the GHG scope (`getResultGhgScope`) and the figures by scope (`summarizeResultFigures`).
 * Missing amounts or factors give no figure and a `calculationIssue`, never an error; input that can never
 * be computed (unknown option, unit outside its category) throws `RowInputError` with the field path.
 * The lookup must have been loaded with `collectRowFactorNeeds` for this row.
 */
export function computeResult(args: {
  instance: InstanceContext;
  lookup: FactorLookup;
  row: ComputableRow;
  /** Field path of the row in the request body, e.g. 'results.toCreate.3'. */
  path: string;
  parent?: ParentData | undefined;
}): ComputedResult {
  const { instance, lookup, row, path } = args;
  const entry = requireOptionEntry(instance, row.formOptionId, path);
  const { option } = entry;
  assertGenericNumbers(option, row.genericInputs, path);
  const spendYear = readSpendYear(
    row.genericInputs[SPEND_YEAR_INPUT_ID],
    instance.year,
    `${path}.genericInputs.${SPEND_YEAR_INPUT_ID}`,
  );
  const quantityCategory = getQuantityInput(option)?.unitCategory ?? '';
  const resolution = resolveRowFactors(option, instance, row, lookup, { quantityCategory, path, spendYear });
  const { resolved, energyProfile } = resolution;
  // A supplier's reported factor is per euro, so its row's amount is restated in euros as FIGARO's is.
  const chosenSource = readSpendChoice(option, instance, row.genericInputs, path)?.source;
  const spendSource = chosenSource && isSupplierPriced(resolved) ? 'FIGARO' : chosenSource;
  const amounts = buildAmounts(option, row.emissionActivityInputs, {
    spendYear,
    spendSource: spendSource ?? 'EPA_USEEIO',
    path: `${path}.emissionActivityInputs`,
    spendYearPath: `${path}.genericInputs.${SPEND_YEAR_INPUT_ID}`,
  });
  const spendAmount = spendSource ? amounts.find((amount) => amount.unitCategory === 'currency') : undefined;
  const factorsUsed = spendAmount
    ? addRateNote(
        resolution.factorsUsed,
        findSpendRateNote(spendAmount.unit, spendYear, spendSource ?? 'EPA_USEEIO'),
      )
    : resolution.factorsUsed;

  const factors: EmissionsInput = {};
  if (resolved.direct) factors.direct = { factor: resolved.direct.factor, source: resolved.direct.source };
  if (resolved.directLocationBased) {
    factors.directLocationBased = {
      factor: resolved.directLocationBased.factor,
      source: resolved.directLocationBased.source,
    };
  }
  if (resolved.indirect)
    factors.indirect = { factor: resolved.indirect.factor, source: resolved.indirect.source };
  if (resolved.biogenic) factors.biogenic = { factor: resolved.biogenic.factor };

  const parentFactor = args.parent ? getParentFactor(args.parent, option.parentDataToMultiplyBy) : undefined;
  const calculation = calculateEmissions({
    amounts,
    emissions: factors,
    surchargePercent: instance.surchargePercent,
    parentFactor,
  });
  const ghgScope = getResultGhgScope(entry, resolved.scopeFields) ?? null;
  const isAmountMissing = calculation.activityAmount === undefined;
  const figures = summarizeResultFigures(calculation.emissions, ghgScope, amounts, energyProfile);
  const sections = getResultSectionIds(entry);
  return {
    formOptionId: option.id,
    c1: sections.c1,
    c2: sections.c2 ?? null,
    c3: sections.c3 ?? null,
    emissionActivityInputs: amounts,
    emissions: calculation.emissions,
    ghgScope,
    figures,
    factorsUsed,
    calculationIssue:
      resolved.issue ??
      (isAmountMissing ? 'missingAmount' : parentFactor === null ? 'missingParentData' : null),
    timePeriodFactor: calculation.timePeriodFactor,
  };
}
