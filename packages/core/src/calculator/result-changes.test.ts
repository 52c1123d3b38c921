import { describe, expect, it } from 'vitest';
import type { Result } from '../contracts/calculator.ts';
import {
  buildManageResultsRequest,
  classifyResultDraft,
  countResultChanges,
  diffResults,
  indexLoadedResults,
  isResultDraftEmpty,
  type ResultChanges,
  type ResultDraft,
  splitResultChanges,
  toResultDraft,
} from './result-changes.ts';
import { EMPTY_RESULT_FIGURES } from './result-figures.ts';

const INSTANCE = '00000000-0000-4000-8000-000000000001';
const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const ID_CHILD = '00000000-0000-4000-8000-0000000000c1';

function buildResult(overrides: Partial<Result> = {}): Result {
  return {
    _id: ID_A,
    instance: INSTANCE,
    parent: null,
    formOptionId: 'natural-gas-kwh',
    c1: 'scope-1',
    c2: 'stationary-combustion',
    c3: null,
    name: 'Boiler',
    assumptions: '',
    notes: '',
    csvId: null,
    startDate: null,
    endDate: null,
    isReviewed: false,
    isExcluded: false,
    isMarkedComplete: false,
    emissionActivityInputs: [
      {
        fieldId: 'energy',
        value: 1200,
        unit: 'kWh',
        unitCategory: 'energy',
        unitBase: 'kWh',
        conversionFactor: 1,
      },
    ],
    genericInputs: {},
    pickedFactorId: null,
    userFactor: null,
    files: [],
    generatedFromFile: null,
    sources: { types: [] },
    dataQuality: { age: 1, completeness: 1, geography: 1, reliability: 1, technology: 1 },
    timePeriodFactor: 1,
    emissions: {},
    ghgScope: null,
    figures: EMPTY_RESULT_FIGURES,
    factorsUsed: [],
    calculationIssue: null,
    distributionPercent: null,
    formVersion: '2025.1',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function buildDraft(overrides: Partial<ResultDraft> = {}): ResultDraft {
  return {
    instance: INSTANCE,
    formOptionId: 'natural-gas-kwh',
    emissionActivityInputs: [{ fieldId: 'energy', value: null, unit: 'kWh' }],
    genericInputs: {},
    ...overrides,
  };
}

const none: ResultChanges = { toCreate: [], toUpdate: [], toDelete: [] };

describe('toResultDraft', () => {
  it('keeps only what the user entered, in the contract shape', () => {
    const draft = toResultDraft(
      buildResult({
        notes: 'meter 4',
        csvId: null,
        isMarkedComplete: true,
        userFactor: { factor: 0.2, source: 'Supplier' },
        sources: { types: [{ type: 'bills', percentShare: 80 }], otherDataSources: '' },
      }),
    );
    expect(draft).toEqual({
      _id: ID_A,
      instance: INSTANCE,
      formOptionId: 'natural-gas-kwh',
      name: 'Boiler',
      notes: 'meter 4',
      isMarkedComplete: true,
      emissionActivityInputs: [{ fieldId: 'energy', value: 1200, unit: 'kWh' }],
      genericInputs: {},
      userFactor: { factor: 0.2, source: 'Supplier' },
      sources: { types: [{ type: 'bills', percentShare: 80 }] },
      dataQuality: { age: 1, completeness: 1, geography: 1, reliability: 1, technology: 1 },
      files: [],
      children: [],
    });
  });

  it('attaches the loaded children of a row', () => {
    const child = buildResult({ _id: ID_CHILD, parent: ID_A, formOptionId: 'child-option', name: 'Part' });
    const draft = indexLoadedResults([buildResult(), child]).get(ID_A);
    expect(draft?.children).toEqual([
      expect.objectContaining({ _id: ID_CHILD, formOptionId: 'child-option', name: 'Part', files: [] }),
    ]);
    expect(indexLoadedResults([buildResult(), child]).has(ID_CHILD)).toBe(false);
  });
});

describe('isResultDraftEmpty', () => {
  it.each([
    { name: 'a fresh row', draft: buildDraft(), isEmpty: true },
    { name: 'a blank name', draft: buildDraft({ name: '   ' }), isEmpty: true },
    {
      name: 'only notes and flags',
      draft: buildDraft({ notes: 'x', isMarkedComplete: true }),
      isEmpty: true,
    },
    { name: 'only a chosen factor', draft: buildDraft({ pickedFactorId: 'f1' }), isEmpty: true },
    { name: 'a name', draft: buildDraft({ name: 'Boiler' }), isEmpty: false },
    {
      name: 'an amount of 0',
      draft: buildDraft({ emissionActivityInputs: [{ fieldId: 'energy', value: 0, unit: 'kWh' }] }),
      isEmpty: false,
    },
    { name: 'a generic number', draft: buildDraft({ genericInputs: { spendYear: 2024 } }), isEmpty: false },
    { name: 'a blank generic text', draft: buildDraft({ genericInputs: { region: ' ' } }), isEmpty: true },
    { name: 'a generic text', draft: buildDraft({ genericInputs: { region: 'DE' } }), isEmpty: false },
    { name: 'a file', draft: buildDraft({ files: ['invoice.pdf'] }), isEmpty: false },
    {
      name: 'an empty child',
      draft: buildDraft({ children: [{ formOptionId: 'c', emissionActivityInputs: [] }] }),
      isEmpty: true,
    },
    {
      name: 'a child with a name',
      draft: buildDraft({ children: [{ formOptionId: 'c', name: 'Part' }] }),
      isEmpty: false,
    },
  ])('$name → $isEmpty', ({ draft, isEmpty }) => {
    expect(isResultDraftEmpty(draft)).toBe(isEmpty);
  });
});

describe('diffResults', () => {
  it('finds nothing to save when the drafts are the loaded rows', () => {
    const loaded = [buildResult(), buildResult({ _id: ID_B, name: 'Office' })];
    expect(
      diffResults(
        loaded,
        loaded.map((result) => toResultDraft(result)),
      ),
    ).toEqual(none);
  });

  it('treats empty strings, null and false as unset when comparing', () => {
    const draft = {
      ...toResultDraft(buildResult()),
      notes: '',
      assumptions: '',
      isExcluded: false,
      isReviewed: false,
      pickedFactorId: '',
      sources: { types: [], otherDataSources: '' },
      genericInputs: { region: '' },
    };
    expect(diffResults([buildResult()], [draft])).toEqual(none);
  });

  it('ignores keys outside the contract, such as a client key', () => {
    const draft = { ...toResultDraft(buildResult()), key: 'row-1' } as ResultDraft;
    expect(diffResults([buildResult()], [draft])).toEqual(none);
  });

  it('updates a changed row with only the contract fields', () => {
    const draft = {
      ...toResultDraft(buildResult()),
      emissionActivityInputs: [{ fieldId: 'energy', value: 1500, unit: 'MWh' }],
    };
    const changes = diffResults([buildResult()], [draft]);
    expect(changes.toCreate).toEqual([]);
    expect(changes.toDelete).toEqual([]);
    expect(changes.toUpdate).toEqual([
      {
        _id: ID_A,
        instance: INSTANCE,
        formOptionId: 'natural-gas-kwh',
        name: 'Boiler',
        emissionActivityInputs: [{ fieldId: 'energy', value: 1500, unit: 'MWh' }],
        genericInputs: {},
        dataQuality: { age: 1, completeness: 1, geography: 1, reliability: 1, technology: 1 },
        children: [],
      },
    ]);
  });

  it.each([
    ['the name', { name: 'Boiler 2' }],
    ['a flag', { isMarkedComplete: true }],
    ['notes', { notes: 'estimated' }],
    [
      'a data-quality level',
      { dataQuality: { age: 3, completeness: 1, geography: 1, reliability: 1, technology: 1 } },
    ],
    ['sources', { sources: { types: [{ type: 'bills' as const }] } }],
    ['the picked factor', { pickedFactorId: 'desnz-2025-x' }],
    ['a typed factor', { userFactor: { factor: 1, source: 'EPD' } }],
    ['a generic input', { genericInputs: { spendYear: 2023 } }],
    ['the unit only', { emissionActivityInputs: [{ fieldId: 'energy', value: 1200, unit: 'MWh' }] }],
  ])('updates a row when %s changes', (_what, change) => {
    const draft = { ...toResultDraft(buildResult()), ...change };
    expect(diffResults([buildResult()], [draft]).toUpdate.map((row) => row._id)).toEqual([ID_A]);
  });

  it('creates a draft without an id and keeps the drafts order', () => {
    const changes = diffResults(
      [],
      [buildDraft({ name: 'First' }), buildDraft(), buildDraft({ name: 'Second', files: ['a.pdf'] })],
    );
    expect(changes.toCreate.map((row) => row.name)).toEqual(['First', 'Second']);
    expect(changes.toCreate[1]).not.toHaveProperty('files');
    expect(changes.toCreate[0]).not.toHaveProperty('_id');
    expect(changes).toMatchObject({ toUpdate: [], toDelete: [] });
  });

  it('deletes a loaded row that no draft carries any more', () => {
    const loaded = [buildResult(), buildResult({ _id: ID_B })];
    expect(diffResults(loaded, [toResultDraft(loaded[0] as Result)])).toEqual({ ...none, toDelete: [ID_B] });
  });

  it('updates, never deletes, a loaded row the user cleared', () => {
    const cleared = buildDraft({ _id: ID_A, name: '' });
    expect(isResultDraftEmpty(cleared)).toBe(true);
    const changes = diffResults([buildResult()], [cleared]);
    expect(changes.toDelete).toEqual([]);
    expect(changes.toUpdate.map((row) => row._id)).toEqual([ID_A]);
  });

  it('deletes a parent without listing its loaded children', () => {
    const child = buildResult({ _id: ID_CHILD, parent: ID_A });
    expect(diffResults([buildResult(), child], [])).toEqual({ ...none, toDelete: [ID_A] });
  });

  it('sends a child change as an update of its parent', () => {
    const child = buildResult({ _id: ID_CHILD, parent: ID_A, formOptionId: 'part', name: 'Part' });
    const loaded = [buildResult(), child];
    const draft = toResultDraft(buildResult(), [child]);
    const renamed = {
      ...draft,
      children: [{ ...draft.children?.[0], formOptionId: 'part', name: 'Part 2' }],
    };
    const removed = { ...draft, children: [] };
    const added = { ...draft, children: [...(draft.children ?? []), { formOptionId: 'part', name: 'New' }] };
    expect(diffResults(loaded, [renamed]).toUpdate[0]?.children).toEqual([
      expect.objectContaining({ _id: ID_CHILD, name: 'Part 2' }),
    ]);
    expect(diffResults(loaded, [removed]).toUpdate[0]?.children).toEqual([]);
    expect(diffResults(loaded, [added]).toUpdate[0]?.children).toHaveLength(2);
    expect(diffResults(loaded, [draft])).toEqual(none);
  });

  it('does not count a new empty child as a change', () => {
    const draft = { ...toResultDraft(buildResult()), children: [{ formOptionId: 'part', name: ' ' }] };
    expect(diffResults([buildResult()], [draft])).toEqual(none);
  });

  it('updates a draft whose id was not loaded here and lets the server decide', () => {
    const changes = diffResults([], [buildDraft({ _id: ID_B, name: 'Elsewhere' })]);
    expect(changes.toUpdate.map((row) => row._id)).toEqual([ID_B]);
  });

  it('counts a repeated id once', () => {
    const draft = { ...toResultDraft(buildResult()), name: 'Changed' };
    expect(diffResults([buildResult()], [draft, { ...draft, name: 'Again' }]).toUpdate).toEqual([
      expect.objectContaining({ name: 'Changed' }),
    ]);
  });

  it('combines creates, updates and deletes', () => {
    const loaded = [buildResult(), buildResult({ _id: ID_B })];
    const changes = diffResults(loaded, [
      { ...toResultDraft(loaded[0] as Result), name: 'Renamed' },
      buildDraft({ name: 'New' }),
    ]);
    expect(countResultChanges(changes)).toBe(3);
    expect(changes.toDelete).toEqual([ID_B]);
  });
});

describe('classifyResultDraft', () => {
  it.each([
    { name: 'new and empty', draft: buildDraft(), kind: 'skip' },
    { name: 'new with a name', draft: buildDraft({ name: 'x' }), kind: 'create' },
    { name: 'loaded, unchanged', draft: toResultDraft(buildResult()), kind: 'skip' },
    { name: 'loaded, renamed', draft: { ...toResultDraft(buildResult()), name: 'y' }, kind: 'update' },
  ])('$name → $kind', ({ draft, kind }) => {
    expect(classifyResultDraft(draft, indexLoadedResults([buildResult()])).kind).toBe(kind);
  });
});

describe('splitResultChanges', () => {
  const ids = (count: number, start = 0) =>
    Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(start + i).padStart(12, '0')}`);
  const creates = (count: number, children = 0) =>
    Array.from({ length: count }, (_, i) => ({
      instance: INSTANCE,
      formOptionId: 'o',
      name: `row ${i}`,
      children: Array.from({ length: children }, () => ({ formOptionId: 'c', name: 'child' })),
    }));

  it('gives no batch for no changes', () => {
    expect(splitResultChanges(none)).toEqual([]);
  });

  it('keeps up to 1000 items in one batch', () => {
    const changes = { toCreate: creates(500), toUpdate: [], toDelete: ids(500) };
    expect(splitResultChanges(changes)).toEqual([changes]);
  });

  it('counts every kind of item together against the batch size', () => {
    const changes = {
      toCreate: creates(400),
      toUpdate: creates(400).map((row, i) => ({ ...row, _id: ids(400, 5000)[i] as string })),
      toDelete: ids(400),
    };
    const batches = splitResultChanges(changes);
    expect(batches.map(countResultChanges)).toEqual([1000, 200]);
    expect(batches[0]?.toDelete).toHaveLength(400);
    expect(batches[0]?.toUpdate).toHaveLength(400);
    expect(batches[0]?.toCreate).toHaveLength(200);
    expect(batches[1]?.toCreate.map((row) => row.name)).toEqual(
      creates(400)
        .slice(200)
        .map((row) => row.name),
    );
  });

  it('counts children and never splits a row from its children', () => {
    const batches = splitResultChanges({ toCreate: creates(3, 2), toUpdate: [], toDelete: [] }, 5);
    expect(batches.map((batch) => batch.toCreate.length)).toEqual([1, 1, 1]);
    const wide = splitResultChanges({ toCreate: creates(2, 9), toUpdate: [], toDelete: ids(1) }, 5);
    expect(wide.map(countResultChanges)).toEqual([1, 1, 1]);
  });

  it('fills batches exactly at the size', () => {
    const batches = splitResultChanges({ toCreate: [], toUpdate: [], toDelete: ids(2001) });
    expect(batches.map((batch) => batch.toDelete.length)).toEqual([1000, 1000, 1]);
    expect(batches.flatMap((batch) => batch.toDelete)).toEqual(ids(2001));
  });

  it('rejects a batch size below 1', () => {
    expect(() => splitResultChanges(none, 0)).toThrow(RangeError);
  });

  it('builds the request body of a batch', () => {
    expect(buildManageResultsRequest({ ...none, toDelete: [ID_A] }, [INSTANCE])).toEqual({
      results: { toCreate: [], toUpdate: [], toDelete: [ID_A] },
      aggregateFormSectionsForInstances: [INSTANCE],
    });
  });
});
