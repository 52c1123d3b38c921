import { describe, expect, it } from 'vitest';
import { buildSection } from './analyze-fixtures.ts';
import { buildSectionRows } from './section-breakdown.ts';

const form = [
  buildSection('scope-1', 'Scope 1', {
    icon: 'facility',
    sections: [buildSection('heating', 'Heating'), buildSection('vehicles', 'Vehicles')],
  }),
  buildSection('scope-2', 'Scope 2', { sections: [buildSection('electricity', 'Electricity')] }),
  buildSection('scope-3', 'Scope 3', {
    sections: [
      buildSection('travel', 'Business travel', {
        sections: [buildSection('flights', 'Flights'), buildSection('hotels', 'Hotels')],
      }),
      buildSection('waste', 'Waste'),
    ],
  }),
  buildSection('extra', 'Voluntary extra', { isVoluntary: true }),
];

describe('buildSectionRows', () => {
  const rows = buildSectionRows({
    sections: form,
    aggregations: {
      'scope-1': { totalCo2: 300 },
      heating: { totalCo2: 100 },
      vehicles: { totalCo2: 200 },
      'scope-2': { totalCo2: 100 },
      electricity: { totalCo2: 100 },
      'scope-3': { totalCo2: 600 },
      travel: { totalCo2: 600 },
      flights: { totalCo2: 600 },
    },
    locationBasedAggregations: {
      'scope-1': { totalCo2: 300 },
      'scope-2': { totalCo2: 250 },
      electricity: { totalCo2: 250 },
    },
    totalKg: 1000,
  });

  it('keeps the top-level sections in form order with totals and shares of the total', () => {
    expect(rows.map((row) => [row.id, row.kg, row.percent])).toEqual([
      ['scope-1', 300, 30],
      ['scope-2', 100, 10],
      ['scope-3', 600, 60],
    ]);
  });

  it('leaves out a voluntary section without emissions but keeps empty mandatory ones', () => {
    const empty = buildSectionRows({
      sections: form,
      aggregations: {},
      locationBasedAggregations: {},
      totalKg: 0,
    });
    expect(empty.map((row) => [row.id, row.kg, row.percent])).toEqual([
      ['scope-1', 0, 0],
      ['scope-2', 0, 0],
      ['scope-3', 0, 0],
    ]);
    const withExtra = buildSectionRows({
      sections: form,
      aggregations: { extra: { totalCo2: 5 } },
      locationBasedAggregations: {},
      totalKg: 5,
    });
    expect(withExtra.map((row) => row.id)).toContain('extra');
  });

  it('lists only the non-zero sub-sections, largest first, as deep as the form goes', () => {
    const scope1 = rows[0];
    expect(scope1?.children.map((child) => [child.id, child.kg])).toEqual([
      ['vehicles', 200],
      ['heating', 100],
    ]);
    const scope3 = rows[2];
    expect(scope3?.children.map((child) => child.id)).toEqual(['travel']);
    expect(scope3?.children[0]?.children.map((child) => child.id)).toEqual(['flights']);
  });

  it('shows a location-based figure only where it differs from the market-based one', () => {
    expect(rows.map((row) => [row.id, row.locationBasedKg])).toEqual([
      ['scope-1', undefined],
      ['scope-2', 250],
      ['scope-3', undefined],
    ]);
    expect(rows[1]?.children[0]?.locationBasedKg).toBe(250);
  });
});
