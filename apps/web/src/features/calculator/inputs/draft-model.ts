import {
  classifyResultDraft,
  indexLoadedResults,
  listServedSections,
  type ManageResultsResponse,
  type Result,
  type ResultChanges,
  type ResultDraft,
  type ServedForm,
  type ServedOption,
  type ServedOptionGroup,
  type ServedSection,
  toResultDraft,
} from '@carbon-ledger/core';

/** A row of the Inputs page as edited: the core draft, a stable client key and its section ids (c1, c2, c3). */
export type RowDraft = ResultDraft & { key: string; sectionIds: string[] };

/** The rows of one top-level section (c1) as loaded and as edited. */
export type SectionRows = { baseline: Result[]; drafts: RowDraft[] };
/** c1 → its rows; only sections the user opened are here. */
export type DraftState = Record<string, SectionRows>;

/** Where an option of the form lives. */
export type OptionLocation = {
  option: ServedOption;
  group: ServedOptionGroup;
  section: ServedSection;
  /** Ids of the section path: [c1, c2?, c3?]. */
  sectionIds: string[];
};

/** Every top-level option of the form by id, with its group and section path. */
export function indexFormOptions(form: Pick<ServedForm, 'sections'>): Map<string, OptionLocation> {
  const index = new Map<string, OptionLocation>();
  for (const { section, path } of listServedSections(form)) {
    for (const group of section.optionGroups) {
      for (const option of group.options) {
        if (!index.has(option.id)) {
          index.set(option.id, { option, group, section, sectionIds: path.map((entry) => entry.id) });
        }
      }
    }
  }
  return index;
}

let keyCounter = 0;
/** A key for a new row, unique in this page's life. */
export function createRowKey(): string {
  keyCounter += 1;
  return `new-${keyCounter}`;
}

/**
 * Empty amounts of an option, each in its default unit; a spend amount starts in the company's reporting
 * currency (GBP for a UK company) when one is given, so a new row never assumes euros.
 */
function buildEmptyAmounts(
  option: ServedOption,
  reportingCurrency?: string,
): NonNullable<ResultDraft['emissionActivityInputs']> {
  return option.activityInputs.map((input) => ({
    fieldId: input.fieldId,
    value: null,
    unit: input.unitCategory === 'currency' && reportingCurrency ? reportingCurrency : input.defaultUnit,
  }));
}

/** A new, empty row for an option (static rows and rows the user adds); children of static options come along. */
export function createRowDraft(
  option: ServedOption,
  instance: string,
  sectionIds: string[],
  key: string = createRowKey(),
  reportingCurrency?: string,
): RowDraft {
  const children =
    option.areChildrenStatic && option.children
      ? option.children.map((child) => createChildDraft(child))
      : [];
  return {
    key,
    sectionIds,
    instance,
    formOptionId: option.id,
    emissionActivityInputs: buildEmptyAmounts(option, reportingCurrency),
    genericInputs: {},
    children,
  };
}

/** A new, empty child row. */
export function createChildDraft(option: ServedOption): NonNullable<ResultDraft['children']>[number] {
  return { formOptionId: option.id, emissionActivityInputs: buildEmptyAmounts(option), genericInputs: {} };
}

/**
 * Rows as loaded → drafts. Amounts the form knows but the result lacks are added empty (in their default
 * unit) and amounts come in the form's order, so every input of the option has a field. A row already
 * shown keeps its key (`keysById`, by result id): its editor stays mounted with what it has open.
 */
export function buildSectionRows(
  loaded: readonly Result[],
  options: ReadonlyMap<string, OptionLocation>,
  keysById: ReadonlyMap<string, string> = new Map(),
): SectionRows {
  const byId = indexLoadedResults(loaded);
  const drafts: RowDraft[] = [];
  for (const result of loaded) {
    if (result.parent !== null) continue;
    const draft = byId.get(result._id);
    if (!draft) continue;
    drafts.push(toRowDraft(result, draft, options, keysById.get(result._id) ?? result._id));
  }
  return { baseline: [...loaded], drafts };
}

function toRowDraft(
  result: Result,
  draft: ResultDraft,
  options: ReadonlyMap<string, OptionLocation>,
  key: string,
): RowDraft {
  const location = options.get(result.formOptionId);
  const sectionIds = [result.c1, result.c2, result.c3].filter((id): id is string => Boolean(id));
  return {
    ...draft,
    key,
    sectionIds,
    emissionActivityInputs: location
      ? alignAmounts(location.option, draft.emissionActivityInputs ?? [])
      : (draft.emissionActivityInputs ?? []),
  };
}

/** Amounts in the option's input order; missing ones empty in the default unit, unknown ones kept last. */
export function alignAmounts(
  option: ServedOption,
  amounts: NonNullable<ResultDraft['emissionActivityInputs']>,
): NonNullable<ResultDraft['emissionActivityInputs']> {
  const byField = new Map(amounts.map((amount) => [amount.fieldId, amount]));
  const aligned = option.activityInputs.map(
    (input) => byField.get(input.fieldId) ?? { fieldId: input.fieldId, value: null, unit: input.defaultUnit },
  );
  const known = new Set(option.activityInputs.map((input) => input.fieldId));
  return [...aligned, ...amounts.filter((amount) => !known.has(amount.fieldId))];
}

/** Ids of the saved rows of a section (for the loaded-vs-draft comparison of one row). */
export function indexBaseline(state: DraftState): Map<string, ResultDraft> {
  return indexLoadedResults(Object.values(state).flatMap((rows) => rows.baseline));
}

/** All loaded rows and all drafts of every opened section, for one diff. */
export function flattenDraftState(state: DraftState): { loaded: Result[]; drafts: RowDraft[] } {
  const sections = Object.values(state);
  return {
    loaded: sections.flatMap((rows) => rows.baseline),
    drafts: sections.flatMap((rows) => rows.drafts),
  };
}

/** Keys of the drafts that will be created, in the order `diffResults` lists them in `toCreate`. */
export function listCreatedDraftKeys(state: DraftState): string[] {
  const byId = indexBaseline(state);
  return flattenDraftState(state)
    .drafts.filter((draft) => classifyResultDraft(draft, byId).kind === 'create')
    .map((draft) => draft.key);
}

/** The saved result of a row (for its figures and factors), if it was loaded. */
export function findSavedResult(rows: SectionRows | undefined, id: string | undefined): Result | undefined {
  return id ? rows?.baseline.find((result) => result._id === id) : undefined;
}

/**
 * Applies one saved batch to the state: deleted rows leave the baseline, updated and created rows take
 * the server's answer (figures, ids) in the baseline and as drafts, keeping their client keys. Created
 * rows are matched to their drafts in order (the answer lists them in `toCreate` order) and checked by
 * option id; `isConsistent` is false when that check fails, and the caller reloads instead.
 */
export function applySavedBatch(
  state: DraftState,
  batch: ResultChanges,
  answer: Pick<ManageResultsResponse, 'results' | 'deleted'>,
  createdKeys: readonly string[],
  options: ReadonlyMap<string, OptionLocation>,
): { state: DraftState; isConsistent: boolean } {
  const deleted = new Set([...batch.toDelete, ...answer.deleted]);
  const updatedIds = new Set(batch.toUpdate.map((row) => row._id));
  const parents = answer.results.filter((result) => result.parent === null);
  const childrenOf = (id: string) => answer.results.filter((result) => result.parent === id);
  const created = parents.filter((result) => !updatedIds.has(result._id));
  const createdByKey = new Map<string, Result>();
  let isConsistent = created.length === createdKeys.length;
  createdKeys.forEach((key, index) => {
    const result = created[index];
    if (result) createdByKey.set(key, result);
  });
  const touched = new Set(parents.map((result) => result._id));

  const next: DraftState = {};
  for (const [c1, rows] of Object.entries(state)) {
    const baseline = rows.baseline.filter(
      (result) =>
        !deleted.has(result._id) &&
        !(result.parent !== null && deleted.has(result.parent)) &&
        !touched.has(result._id) &&
        !(result.parent !== null && touched.has(result.parent)),
    );
    const drafts = rows.drafts.map((draft) => {
      const saved =
        (draft._id && updatedIds.has(draft._id)
          ? parents.find((result) => result._id === draft._id)
          : undefined) ?? createdByKey.get(draft.key);
      if (!saved) return draft;
      if (saved.formOptionId !== draft.formOptionId) isConsistent = false;
      return toRowDraft(saved, toResultDraft(saved, childrenOf(saved._id)), options, draft.key);
    });
    next[c1] = { baseline, drafts };
  }
  for (const result of parents) {
    const target = next[result.c1];
    if (!target) continue;
    target.baseline.push(result, ...childrenOf(result._id));
  }
  return { state: next, isConsistent };
}
