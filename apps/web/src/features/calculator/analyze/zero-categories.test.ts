import type { InstancesSetupResponse } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { buildSection, buildTotals } from './analyze-fixtures.ts';
import { listZeroCategories } from './zero-categories.ts';

type Setup = Parameters<typeof listZeroCategories>[0];

const form = {
  sections: [
    buildSection('scope-3', 'Scope 3', {
      sections: [
        buildSection('upstream-leased-assets', '8.', {
          isVoluntary: true,
          ghg: { scope: 3, scope3Category: 8 },
        }),
        buildSection('franchises', '14.', { isVoluntary: true, ghg: { scope: 3, scope3Category: 14 } }),
        buildSection('investments', '15.', { isVoluntary: true, ghg: { scope: 3, scope3Category: 15 } }),
      ],
    }),
  ],
} as InstancesSetupResponse['form'];

const year = (selected: string[], statuses: Record<string, unknown> = {}) =>
  ({
    general: { selectedVoluntarySectionIds: selected },
    disclosures: { scope3CategoryStatuses: statuses },
  }) as unknown as InstancesSetupResponse['instances'][number];

describe('listZeroCategories', () => {
  it('lists the categories at zero with what the years state: a reason, left out, or none', () => {
    const setup: Setup = {
      aggregatedResults: {
        ...buildTotals({ scope3PerCategory: { '6': 120, '8': 40 } }),
        instances: {},
      },
      form,
      instances: [
        year(['upstream-leased-assets'], { '15': { status: 'notRelevant', reason: 'No holdings.' } }),
      ],
    };
    const rows = listZeroCategories(setup);
    expect(rows.map((row) => row.category)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '7',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
    ]);
    expect(rows.find((row) => row.category === '14')?.statements).toEqual([{ kind: 'notChosen' }]);
    expect(rows.find((row) => row.category === '15')?.statements).toEqual([
      { kind: 'stated', status: 'notRelevant', reason: 'No holdings.' },
    ]);
    expect(rows.find((row) => row.category === '1')?.statements).toEqual([{ kind: 'none' }]);
  });

  it('gives a group one statement per distinct one of its years', () => {
    const setup: Setup = {
      aggregatedResults: { ...buildTotals(), instances: {} },
      form,
      instances: [year([]), year([]), year(['franchises'])],
    };
    expect(listZeroCategories(setup).find((row) => row.category === '14')?.statements).toEqual([
      { kind: 'notChosen' },
      { kind: 'none' },
    ]);
  });
});
