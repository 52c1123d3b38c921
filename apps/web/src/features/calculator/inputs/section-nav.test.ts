import {
  defaultFactorSources,
  EMPTY_YEAR_DISCLOSURES,
  filterVisibleSections,
  type Instance,
  NO_ASSURANCE,
} from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { FORM, INSTANCE_ID, OTHER_INSTANCE_ID } from './inputs-fixtures.ts';
import {
  buildSectionNav,
  collectExcludedSectionIds,
  collectSelectedVoluntaryIds,
  findSectionPath,
  pickDefaultSectionId,
  toggleExcludedSection,
} from './section-nav.ts';

function buildInstance(id: string, selected: string[], excluded: string[]): Instance {
  return {
    _id: id,
    container: { _id: id, name: `Entity ${id.slice(-1)}`, type: 'company' },
    general: {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      surchargePercent: 0,
      isFrozen: false,
      selectedVoluntarySectionIds: selected,
      electricityEmissionFactor: { region: 'DE' },
      factorSources: defaultFactorSources('DE'),
      hasRegionDefaultFactorSources: true,
    },
    disclosures: EMPTY_YEAR_DISCLOSURES,
    assurance: NO_ASSURANCE,
    formGroup: {
      _id: 'company',
      isStatic: false,
      type: 'company',
      hiddenUI: { analyze: false, impact: false, engage: false },
    },
    formState: { sectionIdsMarkedAsExcluded: excluded },
    formVersion: '2025.1',
    invite: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('buildSectionNav', () => {
  const items = buildSectionNav(filterVisibleSections(FORM.sections, []), {
    aggregations: { 'scope-1': { totalCo2: 1500 }, stationary: { totalCo2: 1500 } },
    progress: {
      stationary: { numResults: 4, numMarkedComplete: 3 },
      'scope-1': { numResults: 2, numMarkedComplete: 2 },
    },
    excludedIds: new Set(['scope-3']),
  });

  it('nests sections with their kg, progress and exclusion', () => {
    expect(items.map((item) => item.id)).toEqual(['scope-1', 'scope-3']);
    expect(items[0]).toMatchObject({ totalKg: 1500, isComplete: true, depth: 0, icon: 'environment' });
    expect(items[0]?.children[0]).toMatchObject({
      id: 'stationary',
      depth: 1,
      progress: { numResults: 4, numMarkedComplete: 3 },
      isComplete: false,
    });
    expect(items[1]).toMatchObject({ isExcluded: true, totalKg: 0, isComplete: false });
  });

  it('hides voluntary sections unless selected and marks automatic ones', () => {
    expect(items[1]?.children.map((item) => [item.id, item.isAutomatic])).toEqual([['fuel-energy', true]]);
  });
});

describe('the sections of the active instances', () => {
  const instances = [
    buildInstance(INSTANCE_ID, ['commuting'], ['scope-3', 'stationary']),
    buildInstance(OTHER_INSTANCE_ID, ['other'], ['stationary']),
  ];

  it('shows the voluntary sections selected in any instance', () => {
    expect(collectSelectedVoluntaryIds(instances)).toEqual(['commuting', 'other']);
  });

  it('shows a section excluded only when every instance excludes it', () => {
    expect([...collectExcludedSectionIds(instances)]).toEqual(['stationary']);
    expect([...collectExcludedSectionIds([])]).toEqual([]);
  });
});

describe('findSectionPath and pickDefaultSectionId', () => {
  it('finds the path of a nested section', () => {
    expect(findSectionPath(FORM.sections, 'commuting')?.map((section) => section.id)).toEqual([
      'scope-3',
      'commuting',
    ]);
    expect(findSectionPath(FORM.sections, 'nope')).toBeUndefined();
    expect(findSectionPath(FORM.sections, null)).toBeUndefined();
  });

  it('opens the first section with rows to enter', () => {
    expect(pickDefaultSectionId(FORM.sections)).toBe('stationary');
    expect(pickDefaultSectionId([])).toBeUndefined();
  });
});

describe('toggleExcludedSection', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['a'], 'a', true, ['a']],
    [['a', 'b'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ])('%j %s → %s gives %j', (excluded, id, isExcluded, expected) => {
    expect(toggleExcludedSection(excluded, id, isExcluded)).toEqual(expected);
  });
});
