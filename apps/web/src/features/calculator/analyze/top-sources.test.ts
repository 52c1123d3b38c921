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
    });
  });
});
