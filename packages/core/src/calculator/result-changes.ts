import {
  type ManageResultsRequest,
  RESULTS_BATCH_SIZE,
  type Result,
  type ResultInput,
  type ResultUpdate,
} from '../contracts/calculator.ts';

/** A child row as edited: `_id` when it was loaded. */
export type ChildResultDraft = NonNullable<ResultInput['children']>[number] & {
  /** Files attached to the saved row: they make a row non-empty but are never sent back. */
  files?: readonly unknown[] | undefined;
};

/**
 * A row as edited in the Inputs page: the create/update shape of the contract, `_id` when the row was
 * loaded, and its files (only to tell whether the row is empty). Other keys (a client key) are ignored.
 */
export type ResultDraft = Omit<ResultInput, 'children'> & {
  _id?: string | undefined;
  files?: readonly unknown[] | undefined;
  children?: ChildResultDraft[] | undefined;
};

/** The `results` of one `results/manage` call. */
export type ResultChanges = {
  toCreate: ResultInput[];
  toUpdate: ResultUpdate[];
  toDelete: string[];
};

type ComparableFields = Omit<ResultInput, 'children' | 'instance'>;
type ComparableChild = ComparableFields & { _id?: string };
type ComparableRow = ComparableFields & { instance: string; children: ComparableChild[] };

const hasText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Only what the user entered, in one canonical form: '' and null read as absent, false flags as unset. */
function normalizeFields(row: ComparableFields & { [key: string]: unknown }): ComparableFields {
  const fields: ComparableFields = {
    formOptionId: row.formOptionId,
    emissionActivityInputs: (row.emissionActivityInputs ?? []).map((input) => ({
      fieldId: input.fieldId,
      value: input.value ?? null,
      unit: input.unit,
    })),
    genericInputs: Object.fromEntries(
      Object.entries(row.genericInputs ?? {})
        .filter(([, value]) => (typeof value === 'number' ? Number.isFinite(value) : hasText(value)))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };
  for (const key of ['name', 'assumptions', 'notes', 'csvId', 'startDate', 'endDate'] as const) {
    const value = row[key];
    if (hasText(value)) fields[key] = value;
  }
  for (const key of ['isReviewed', 'isExcluded', 'isMarkedComplete'] as const) {
    if (row[key] === true) fields[key] = true;
  }
  if (hasText(row.pickedFactorId)) fields.pickedFactorId = row.pickedFactorId;
  if (row.userFactor) fields.userFactor = { factor: row.userFactor.factor, source: row.userFactor.source };
  if (row.sources && (row.sources.types.length > 0 || hasText(row.sources.otherDataSources))) {
    fields.sources = {
      types: row.sources.types.map((source) =>
        source.percentShare === undefined || source.percentShare === null
          ? { type: source.type }
          : { type: source.type, percentShare: source.percentShare },
      ),
      ...(hasText(row.sources.otherDataSources) ? { otherDataSources: row.sources.otherDataSources } : {}),
    };
  }
  if (row.dataQuality) {
    const { age, completeness, geography, reliability, technology } = row.dataQuality;
    fields.dataQuality = { age, completeness, geography, reliability, technology };
  }
  if (typeof row.distributionPercent === 'number') fields.distributionPercent = row.distributionPercent;
  if (hasText(row.generatedFromFile)) fields.generatedFromFile = row.generatedFromFile;
  return fields;
}

/** A loaded result (and its loaded children) in the draft shape, so a draft made from it compares equal. */
export function toResultDraft(result: Result, children: readonly Result[] = []): ResultDraft {
  return {
    _id: result._id,
    instance: result.instance,
    ...toDraftFields(result),
    files: result.files,
    children: children.map((child) => ({ _id: child._id, ...toDraftFields(child), files: child.files })),
  };
}

function toDraftFields(result: Result): ComparableFields {
  return normalizeFields({
    formOptionId: result.formOptionId,
    name: result.name,
    assumptions: result.assumptions,
    notes: result.notes,
    csvId: result.csvId ?? undefined,
    startDate: result.startDate ?? undefined,
    endDate: result.endDate ?? undefined,
    isReviewed: result.isReviewed,
    isExcluded: result.isExcluded,
    isMarkedComplete: result.isMarkedComplete,
    emissionActivityInputs: result.emissionActivityInputs.map((input) => ({
      fieldId: input.fieldId ?? '',
      value: input.value,
      unit: input.unit,
    })),
    genericInputs: result.genericInputs,
    pickedFactorId: result.pickedFactorId ?? undefined,
    userFactor: result.userFactor ?? undefined,
    sources: result.sources,
    dataQuality: result.dataQuality,
    distributionPercent: result.distributionPercent ?? undefined,
    generatedFromFile: result.generatedFromFile ?? undefined,
  });
}

function normalizeRow(draft: ResultDraft): ComparableRow {
  return {
    instance: draft.instance,
    ...normalizeFields(draft),
    children: (draft.children ?? [])
      .map((child) => ({ child, fields: normalizeFields(child) }))
      // A new child with nothing entered is not a change, like a new row with nothing entered.
      .filter(({ child, fields }) => child._id || !isFieldsEmpty(fields, child.files))
      .map(({ child, fields }) => ({ ...(child._id ? { _id: child._id } : {}), ...fields })),
  };
}

function isFieldsEmpty(row: ComparableFields, files: readonly unknown[] | undefined): boolean {
  const hasAmount = (row.emissionActivityInputs ?? []).some((input) => input.value !== null);
  const hasGeneric = Object.keys(row.genericInputs ?? {}).length > 0;
  return !hasText(row.name) && !hasAmount && !hasGeneric && (files?.length ?? 0) === 0;
}

/**
 * Tells whether nothing was entered in a row (spec section 4): no name, no amount value, no generic
 * input, no non-empty child and no file. Notes, flags, sources and a chosen factor alone do not count.
 */
export function isResultDraftEmpty(draft: ResultDraft): boolean {
  const hasChild = (draft.children ?? []).some(
    (child) => !isFieldsEmpty(normalizeFields(child), child.files),
  );
  return !hasChild && isFieldsEmpty(normalizeFields(draft), draft.files);
}

function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/** What is sent for a draft: the contract's fields only (no files, no client keys). */
function toInput(row: ComparableRow): ResultInput {
  return { ...row };
}

/** How one draft is saved: created, updated, or left alone (unchanged, or a new row with nothing entered). */
export type DraftChange =
  | { kind: 'create'; input: ResultInput }
  | { kind: 'update'; input: ResultUpdate }
  | { kind: 'skip' };

/**
 * Classifies one draft against the loaded rows (by `_id`). A draft without an id is created unless it
 * is empty; a draft with an id is updated when it differs from the loaded row (or that row is unknown
 * here, so the server decides), even when it is now empty: clearing a row's fields keeps the row and
 * only removing it deletes it.
 */
export function classifyResultDraft(
  draft: ResultDraft,
  loadedById: ReadonlyMap<string, ResultDraft>,
): DraftChange {
  const row = normalizeRow(draft);
  if (!draft._id) {
    return isResultDraftEmpty(draft) ? { kind: 'skip' } : { kind: 'create', input: toInput(row) };
  }
  const loaded = loadedById.get(draft._id);
  if (loaded && stableStringify(normalizeRow(loaded)) === stableStringify(row)) return { kind: 'skip' };
  return { kind: 'update', input: { _id: draft._id, ...toInput(row) } };
}

/** Loaded top-level rows as drafts by id; children (rows with a `parent`) are attached to their parent. */
export function indexLoadedResults(loaded: readonly Result[]): Map<string, ResultDraft> {
  const childrenByParent = new Map<string, Result[]>();
  for (const result of loaded) {
    if (result.parent === null) continue;
    const siblings = childrenByParent.get(result.parent) ?? [];
    siblings.push(result);
    childrenByParent.set(result.parent, siblings);
  }
  const byId = new Map<string, ResultDraft>();
  for (const result of loaded) {
    if (result.parent !== null) continue;
    byId.set(result._id, toResultDraft(result, childrenByParent.get(result._id) ?? []));
  }
  return byId;
}

/**
 * The diff save of the Inputs page (spec section 4): compares the rows as edited with the rows as loaded
 * and lists only what changed.
 * - a draft with an `_id` that differs from its loaded row → `toUpdate` (children travel inside their
 *   parent: a changed, added or removed child makes the parent an update);
 * - a draft without `_id` → `toCreate`, unless nothing was entered (`isResultDraftEmpty`): then skipped;
 * - a loaded top-level row no draft carries any more (the user removed it) → `toDelete` (its children go
 *   with it on the server). An empty draft that still has its id is never deleted: only removal deletes.
 * `loaded` may hold children (rows with a `parent`) next to their parents, as `results/form/list` answers.
 * `toCreate` keeps the order of the drafts, so the n-th created row belongs to the n-th draft created.
 * A repeated `_id` among the drafts counts once (the first).
 */
export function diffResults(loaded: readonly Result[], drafts: readonly ResultDraft[]): ResultChanges {
  const loadedById = indexLoadedResults(loaded);
  const changes: ResultChanges = { toCreate: [], toUpdate: [], toDelete: [] };
  const seenIds = new Set<string>();
  for (const draft of drafts) {
    if (draft._id) {
      if (seenIds.has(draft._id)) continue;
      seenIds.add(draft._id);
    }
    const change = classifyResultDraft(draft, loadedById);
    if (change.kind === 'create') changes.toCreate.push(change.input);
    if (change.kind === 'update') changes.toUpdate.push(change.input);
  }
  for (const id of loadedById.keys()) if (!seenIds.has(id)) changes.toDelete.push(id);
  return changes;
}

/** The number of changes: every create, update and delete counts one. */
export function countResultChanges(changes: ResultChanges): number {
  return changes.toCreate.length + changes.toUpdate.length + changes.toDelete.length;
}

/**
 * Splits changes into `results/manage` batches of at most `batchSize` items (spec section 9: 1000),
 * counting every item: a create or update counts 1 plus its children, a delete 1. Deletes go first, then
 * updates, then creates, each in their given order; a row and its children are never split. A row with
 * more children than fit a batch gets a batch of its own. No changes → no batches.
 */
export function splitResultChanges(
  changes: ResultChanges,
  batchSize: number = RESULTS_BATCH_SIZE,
): ResultChanges[] {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive integer');
  const batches: ResultChanges[] = [];
  let current: ResultChanges = { toCreate: [], toUpdate: [], toDelete: [] };
  let size = 0;
  const add = (weight: number, put: (batch: ResultChanges) => void) => {
    if (size > 0 && size + weight > batchSize) {
      batches.push(current);
      current = { toCreate: [], toUpdate: [], toDelete: [] };
      size = 0;
    }
    put(current);
    size += weight;
  };
  const weigh = (row: { children?: unknown[] | undefined }) => 1 + (row.children?.length ?? 0);
  for (const id of changes.toDelete) add(1, (batch) => batch.toDelete.push(id));
  for (const row of changes.toUpdate) add(weigh(row), (batch) => batch.toUpdate.push(row));
  for (const row of changes.toCreate) add(weigh(row), (batch) => batch.toCreate.push(row));
  if (size > 0) batches.push(current);
  return batches;
}

/** The request body of one batch. */
export function buildManageResultsRequest(
  batch: ResultChanges,
  aggregateFormSectionsForInstances: readonly string[],
): ManageResultsRequest {
  return { results: batch, aggregateFormSectionsForInstances: [...aggregateFormSectionsForInstances] };
}
