import type { TopSource } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { buildOption, buildSection } from './analyze-fixtures.ts';
import { describeTopSources, indexOptionLabels } from './top-sources.ts';

const form = {
  sections: [
    buildSection('scope-1', 'Scope 1', {
      sections: [
        buildSection('vehicles', 'Vehicles', {
          optionGroups: [
            {
              id: 'fleet',
              label: 'Fleet',
              isStatic: false,
              options: [
                buildOption('car-diesel', 'Diesel car', [buildOption('car-diesel-trailer', 'Trailer')]),
              ],
            },
          ],
        }),
      ],
    }),
  ],
};

function buildSource(overrides: Partial<TopSource>): TopSource {
  return {
    resultId: 'r1',
    instance: 'i1',
    name: '',
    formOptionId: 'car-diesel',
    c1: 'scope-1',
    c2: 'vehicles',
    c3: null,
    totalCo2InKg: 250,
    pickedFactorName: null,
    perScope: { scope1: 250, scope2: 0, scope3: 0, unscoped: 0 },
    fileCount: 0,
    ...overrides,
  };
}

describe('indexOptionLabels', () => {
  it('finds options and their children in every section', () => {
    expect([...indexOptionLabels(form)]).toEqual([
      ['car-diesel', 'Diesel car'],
      ['car-diesel-trailer', 'Trailer'],
    ]);
  });
});

describe('describeTopSources', () => {
  it('names a source by its own name, else its option label, else its option id', () => {
    const rows = describeTopSources(
      [
        buildSource({ resultId: 'a', name: 'Van of the sales team' }),
        buildSource({ resultId: 'b', name: '  ' }),
        buildSource({ resultId: 'c', formOptionId: 'car-diesel-trailer' }),
        buildSource({ resultId: 'd', formOptionId: 'unknown-option' }),
      ],
      form,
      1000,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'Van of the sales team',
      'Diesel car',
      'Trailer',
      'unknown-option',
    ]);
  });

  it('gives the section path it knows, the kg and the share of the total', () => {
    const [row] = describeTopSources([buildSource({ c3: 'gone' })], form, 1000);
    expect(row).toEqual({
      resultId: 'r1',
      name: 'Diesel car',
      sectionPath: ['Scope 1', 'Vehicles'],
      instanceId: 'i1',
      kg: 250,
      percent: 25,
      split: [],
      fileCount: 0,
    });
  });

  it('splits a source whose kg falls in two scopes, so its parts match the scope totals', () => {
    const [row] = describeTopSources(
      [
        buildSource({
          totalCo2InKg: 4000,
          perScope: { scope1: 0, scope2: 3540, scope3: 460, unscoped: 0 },
          pickedFactorName: null,
        }),
      ],
      form,
      8000,
    );
    expect(row?.split).toEqual([
      { scope: 'scope-2', kg: 3540 },
      { scope: 'scope-3', kg: 460 },
    ]);
    expect(row?.percent).toBe(50);
  });

  it('names a spend row by the sector picked', () => {
    const [row] = describeTopSources(
      [buildSource({ pickedFactorName: '541511 Custom Computer Programming Services' })],
      form,
      1000,
    );
    expect(row?.name).toBe('541511 Custom Computer Programming Services');
  });

  it('carries the number of evidence files on each row', () => {
    const rows = describeTopSources(
      [buildSource({ resultId: 'a', fileCount: 2 }), buildSource({ resultId: 'b' })],
      form,
      1000,
    );
    expect(rows.map((row) => row.fileCount)).toEqual([2, 0]);
  });
});
