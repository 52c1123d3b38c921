import { describe, expect, it } from 'vitest';
import type { ServedSection } from '../contracts/calculator.ts';
import { CORPORATE_FORM } from '../forms/content/corporate-form.ts';
import {
  listVoluntarySections,
  mapVoluntaryScope3Categories,
  readScope3CategoryStatement,
} from './voluntary-sections.ts';

const served = (id: string, extra: Partial<ServedSection> = {}): ServedSection => ({
  id,
  label: id,
  isVoluntary: false,
  isAutomatic: false,
  optionGroups: [],
  sections: [],
  ...extra,
});

describe('listVoluntarySections', () => {
  it('lists the Corporate form’s process emissions and Scope 3 categories 8, 10, 13, 14 and 15', () => {
    expect(
      listVoluntarySections(CORPORATE_FORM).map(({ id, scope, scope3Category }) => ({
        id,
        scope,
        scope3Category,
      })),
    ).toEqual([
      { id: 'process-emissions', scope: 1, scope3Category: undefined },
      { id: 'upstream-leased-assets', scope: 3, scope3Category: 8 },
      { id: 'processing-of-sold-products', scope: 3, scope3Category: 10 },
      { id: 'downstream-leased-assets', scope: 3, scope3Category: 13 },
      { id: 'franchises', scope: 3, scope3Category: 14 },
      { id: 'investments', scope: 3, scope3Category: 15 },
    ]);
  });
});

describe('readScope3CategoryStatement', () => {
  const sections = [
    served('scope-3', {
      sections: [
        served('business-travel', { ghg: { scope: 3, scope3Category: 6 } }),
        served('franchises', { isVoluntary: true, ghg: { scope: 3, scope3Category: 14 } }),
      ],
    }),
  ];
  const voluntary = mapVoluntaryScope3Categories(sections);
  const year = (selected: string[], statuses = {}) => ({
    general: { selectedVoluntarySectionIds: selected },
    disclosures: { scope3CategoryStatuses: statuses },
  });

  it('maps only the voluntary categories to their sections', () => {
    expect([...voluntary]).toEqual([['14', 'franchises']]);
  });

  it.each([
    ['a voluntary category left out', year([]), '14', { kind: 'notChosen' }],
    ['a voluntary category chosen', year(['franchises']), '14', { kind: 'none' }],
    ['a category every year has', year([]), '6', { kind: 'none' }],
    [
      'the admin’s statement before anything else',
      year([], { '14': { status: 'notRelevant', reason: 'We have no franchisees.' } }),
      '14',
      { kind: 'stated', status: 'notRelevant', reason: 'We have no franchisees.' },
    ],
    [
      'a statement without a reason',
      year(['franchises'], { '14': { status: 'notYetCollected', reason: '' } }),
      '14',
      { kind: 'stated', status: 'notYetCollected', reason: undefined },
    ],
  ] as const)('states %s', (_name, instance, category, statement) => {
    expect(readScope3CategoryStatement(instance, category, voluntary)).toEqual(statement);
  });
});
