import { diffResults } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import {
  alignAmounts,
  applySavedBatch,
  buildSectionRows,
  createRowDraft,
  type DraftState,
  flattenDraftState,
  indexFormOptions,
  listCreatedDraftKeys,
} from './draft-model.ts';
import { buildResult, FORM, INSTANCE_ID } from './inputs-fixtures.ts';

const options = indexFormOptions(FORM);
const gas = options.get('natural-gas');
const NEW_ID = '00000000-0000-4000-8000-0000000000b2';

describe('indexFormOptions', () => {
  it('finds each option with its group and section path', () => {
    expect(gas?.group.id).toBe('fuels');
    expect(gas?.sectionIds).toEqual(['scope-1', 'stationary']);
    expect(options.get('commute-car')?.sectionIds).toEqual(['scope-3', 'commuting']);
    expect(options.size).toBe(2);
  });
});

describe('createRowDraft', () => {
  it('starts a spend amount in the company’s reporting currency', () => {
    const spend = {
      id: 'spend-office',
      label: 'Office supplies',
      activityInputs: [
        {
          fieldId: 'spend',
          label: 'Spend',
          unitCategory: 'currency',
          defaultUnit: 'EUR',
          role: 'quantity' as const,
        },
      ],
      genericInputs: [],
      factor: { kind: 'spend' as const },
      hasLocationBasedFactor: false,
    };
    const draft = createRowDraft(spend as never, INSTANCE_ID, ['scope-3'], 'k2', 'GBP');
    expect(draft.emissionActivityInputs).toEqual([{ fieldId: 'spend', value: null, unit: 'GBP' }]);
  });

  it('starts empty, every amount in its default unit', () => {
    const option = options.get('commute-car')?.option;
    if (!option) throw new Error('fixture');
    expect(createRowDraft(option, INSTANCE_ID, ['scope-3', 'commuting'], 'k1')).toEqual({
      key: 'k1',
      sectionIds: ['scope-3', 'commuting'],
      instance: INSTANCE_ID,
      formOptionId: 'commute-car',
      emissionActivityInputs: [
        { fieldId: 'distance', value: null, unit: 'km' },
        { fieldId: 'employees', value: null, unit: 'employee' },
      ],
      genericInputs: {},
      children: [],
    });
  });

  it('makes unique keys', () => {
    if (!gas) throw new Error('fixture');
    const a = createRowDraft(gas.option, INSTANCE_ID, gas.sectionIds);
    const b = createRowDraft(gas.option, INSTANCE_ID, gas.sectionIds);
    expect(a.key).not.toBe(b.key);
  });
});

describe('buildSectionRows', () => {
  it('maps loaded rows to drafts keyed by id that compare equal to the loaded rows', () => {
    const loaded = [buildResult()];
    const rows = buildSectionRows(loaded, options);
    expect(rows.drafts).toHaveLength(1);
    expect(rows.drafts[0]).toMatchObject({
      key: loaded[0]?._id,
      _id: loaded[0]?._id,
      sectionIds: ['scope-1', 'stationary'],
    });
    expect(diffResults(rows.baseline, rows.drafts)).toEqual({ toCreate: [], toUpdate: [], toDelete: [] });
  });

  it('keeps the key of a row already shown (a row saved under a new key), so its editor stays mounted', () => {
    const loaded = [buildResult()];
    const id = loaded[0]?._id ?? '';
    const rows = buildSectionRows(loaded, options, new Map([[id, 'client-key-1']]));
    expect(rows.drafts[0]).toMatchObject({ key: 'client-key-1', _id: id });
    expect(buildSectionRows(loaded, options, new Map([['another-id', 'x']])).drafts[0]?.key).toBe(id);
  });

  it('adds the amounts a saved row lacks, in the form order, without counting that as a change', () => {
    const result = buildResult({
      formOptionId: 'commute-car',
      c1: 'scope-3',
      c2: 'commuting',
      emissionActivityInputs: [
        {
          fieldId: 'employees',
          value: 4,
          unit: 'employee',
          unitCategory: 'employee',
          unitBase: 'employee',
          conversionFactor: 1,
        },
      ],
    });
    const rows = buildSectionRows([result], options);
    expect(rows.drafts[0]?.emissionActivityInputs).toEqual([
      { fieldId: 'distance', value: null, unit: 'km' },
      { fieldId: 'employees', value: 4, unit: 'employee' },
    ]);
    // An added empty amount is a (harmless) update, so the page does not count it before the user types.
    expect(diffResults(rows.baseline, rows.drafts).toUpdate).toHaveLength(1);
  });

  it('keeps amounts the form no longer knows', () => {
    if (!gas) throw new Error('fixture');
    expect(
      alignAmounts(gas.option, [
        { fieldId: 'old', value: 1, unit: 'kg' },
        { fieldId: 'energy', value: 2, unit: 'MWh' },
      ]),
    ).toEqual([
      { fieldId: 'energy', value: 2, unit: 'MWh' },
      { fieldId: 'old', value: 1, unit: 'kg' },
    ]);
  });
});

describe('listCreatedDraftKeys and applySavedBatch', () => {
  function buildState(): DraftState {
    if (!gas) throw new Error('fixture');
    const rows = buildSectionRows([buildResult()], options);
    const fresh = { ...createRowDraft(gas.option, INSTANCE_ID, gas.sectionIds, 'new-a'), name: 'Dryer' };
    const empty = createRowDraft(gas.option, INSTANCE_ID, gas.sectionIds, 'new-empty');
    const renamed = { ...(rows.drafts[0] as (typeof rows.drafts)[number]), name: 'Boiler 2' };
    return { 'scope-1': { baseline: rows.baseline, drafts: [renamed, empty, fresh] } };
  }

  it('lists the keys of the rows to create in the diff order', () => {
    expect(listCreatedDraftKeys(buildState())).toEqual(['new-a']);
  });

  it('takes the answer into baseline and drafts, keeping the client keys', () => {
    const state = buildState();
    const { loaded, drafts } = flattenDraftState(state);
    const batch = diffResults(loaded, drafts);
    const updated = buildResult({ name: 'Boiler 2', figures: { ...buildResult().figures, total: 200 } });
    const created = buildResult({ _id: NEW_ID, name: 'Dryer' });
    const applied = applySavedBatch(
      state,
      batch,
      { results: [updated, created], deleted: [] },
      ['new-a'],
      options,
    );
    expect(applied.isConsistent).toBe(true);
    const rows = applied.state['scope-1'];
    expect(rows?.baseline.map((result) => [result._id, result.name])).toEqual([
      [updated._id, 'Boiler 2'],
      [NEW_ID, 'Dryer'],
    ]);
    expect(rows?.drafts.map((draft) => [draft.key, draft._id])).toEqual([
      [updated._id, updated._id],
      ['new-empty', undefined],
      ['new-a', NEW_ID],
    ]);
    if (!rows) throw new Error('rows');
    expect(diffResults(rows.baseline, rows.drafts)).toEqual({ toCreate: [], toUpdate: [], toDelete: [] });
  });

  it('drops deleted rows and their children from the baseline', () => {
    const child = buildResult({ _id: '00000000-0000-4000-8000-0000000000c1', parent: buildResult()._id });
    const state: DraftState = { 'scope-1': { baseline: [buildResult(), child], drafts: [] } };
    const batch = { toCreate: [], toUpdate: [], toDelete: [buildResult()._id] };
    const applied = applySavedBatch(state, batch, { results: [], deleted: [buildResult()._id] }, [], options);
    expect(applied.state['scope-1']?.baseline).toEqual([]);
  });

  it('reports an answer that does not match the created rows', () => {
    const state = buildState();
    const { loaded, drafts } = flattenDraftState(state);
    const batch = diffResults(loaded, drafts);
    const wrong = buildResult({ _id: NEW_ID, formOptionId: 'commute-car' });
    const applied = applySavedBatch(
      state,
      batch,
      { results: [buildResult(), wrong], deleted: [] },
      ['new-a'],
      options,
    );
    expect(applied.isConsistent).toBe(false);
    const missing = applySavedBatch(
      state,
      batch,
      { results: [buildResult()], deleted: [] },
      ['new-a'],
      options,
    );
    expect(missing.isConsistent).toBe(false);
  });
});
