import type { FactorUsed } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import type { ResultSnapshotSource } from '../change-log/result-entries.ts';
import { applyReviewRules } from './review-rules.ts';

const stored = (id: string, extra: Partial<ResultSnapshotSource> = {}): ResultSnapshotSource => ({
  id,
  instanceId: 'year',
  parentId: null,
  name: 'Boiler',
  formOptionId: 'gas',
  emissionActivityInputs: [{ fieldId: 'energy', value: 100, unit: 'kWh' }],
  genericInputs: {},
  pickedFactorId: null,
  userFactor: null,
  startDate: null,
  endDate: null,
  notes: '',
  assumptions: '',
  isExcluded: false,
  isReviewed: true,
  isMarkedComplete: false,
  distributionPercent: null,
  kgTotal: 18.3,
  factorsUsed: [] as FactorUsed[],
  ...extra,
});

describe('review rules of a write', () => {
  it('keeps the mark of a row saved unchanged and clears the mark of a changed one', () => {
    const same = stored('a');
    const changed = {
      ...stored('b'),
      emissionActivityInputs: [{ fieldId: 'energy', value: 120, unit: 'kWh' }],
    };
    const rewritten = [{ ...same, isReviewed: false }, { ...changed }];
    const toUnmark = applyReviewRules([stored('a'), stored('b')], {
      created: [],
      rewritten,
      droppedChildren: [],
    });
    expect(toUnmark).toEqual(['b']);
    expect(rewritten.map((row) => row.isReviewed)).toEqual([true, false]);
  });

  it('never takes the mark from the client: a new row and an unreviewed row stay unreviewed', () => {
    const created = [{ ...stored('new'), isReviewed: true }];
    const rewritten = [{ ...stored('c', { isReviewed: true }) }];
    const toUnmark = applyReviewRules([stored('c', { isReviewed: false })], {
      created,
      rewritten,
      droppedChildren: [],
    });
    expect(toUnmark).toEqual([]);
    expect(created[0]?.isReviewed).toBe(false);
    expect(rewritten[0]?.isReviewed).toBe(false);
  });

  it("clears a parent's mark when one of its children is changed, added or removed", () => {
    for (const writes of [
      {
        created: [],
        rewritten: [stored('p'), { ...stored('k', { parentId: 'p', isReviewed: false }), notes: 'new' }],
        droppedChildren: [],
      },
      { created: [{ ...stored('n', { parentId: 'p' }) }], rewritten: [stored('p')], droppedChildren: [] },
      { created: [], rewritten: [stored('p')], droppedChildren: [{ parentId: 'p' }] },
    ]) {
      const toUnmark = applyReviewRules(
        [stored('p'), stored('k', { parentId: 'p', isReviewed: false })],
        writes,
      );
      expect(toUnmark).toEqual(['p']);
    }
  });
});
