import { describe, expect, it } from 'vitest';
import type { ServedSection } from '../contracts/calculator.ts';
import type { EngageFigureChoice } from '../contracts/engage-reports.ts';
import {
  buildEngageSnapshot,
  composePublicEngageReport,
  type EngageSetup,
  getEngagePeriodLabel,
  selectPublishedFigures,
} from './engage-figures.ts';

const section = (id: string, label: string, sections: ServedSection[] = []): ServedSection =>
  ({
    id,
    label,
    isVoluntary: false,
    isAutomatic: false,
    optionGroups: [{ id: `${id}-group`, label, options: [{ id: `${id}-option`, label: `${label} option` }] }],
    sections,
  }) as ServedSection;

const totals = {
  numResults: 3,
  totalCo2InKg: 1500,
  totalCo2InKgPerScope: { 1: 1000, 2: 300, 3: 200 },
  totalEnergyConsumptionInKwh: 0,
  totalLocationBasedCo2InKg: 1600,
  scope3PerCategory: {},
  unscopedCo2InKg: 0,
};

const setup = {
  aggregatedResults: { ...totals, instances: {} },
  formSectionAggregations: {
    energy: { totalCo2: 1300 },
    mobility: { totalCo2: 200 },
    waste: { totalCo2: 0 },
  },
  topSources: [
    {
      resultId: 'r2',
      instance: 'i1',
      name: '',
      formOptionId: 'mobility-option',
      c1: 'mobility',
      c2: null,
      c3: null,
      totalCo2InKg: 200,
    },
    {
      resultId: 'r1',
      instance: 'i1',
      name: 'Boiler',
      formOptionId: 'heat-option',
      c1: 'energy',
      c2: 'heat',
      c3: null,
      totalCo2InKg: 1000,
    },
  ],
  instances: [{ general: { startDate: '2025-01-01', endDate: '2025-12-31' } }],
  targets: [
    {
      _id: 't2',
      plan: { kind: 'container', id: 'p2' },
      baseInstance: 'b2',
      baseYear: 2025,
      targetYear: 2040,
      scope: 'total',
      reductionPercent: 90,
    },
    {
      _id: 't1',
      plan: { kind: 'container', id: 'p1' },
      baseInstance: 'b1',
      baseYear: 2025,
      targetYear: 2030,
      scope: '2',
      reductionPercent: 50,
    },
    {
      _id: 't3',
      plan: { kind: 'container', id: 'p2' },
      baseInstance: 'b3',
      baseYear: 2025,
      targetYear: 2030,
      scope: '2',
      reductionPercent: 50,
    },
  ],
  form: {
    type: 'company',
    version: '1',
    lang: 'en',
    sections: [
      section('energy', 'Energy', [section('heat', 'Heat')]),
      section('mobility', 'Mobility'),
      section('waste', 'Waste'),
    ],
  },
} as unknown as EngageSetup;

const allFigures: EngageFigureChoice = {
  total: true,
  scopes: true,
  scope2LocationBased: true,
  sections: true,
  topSources: true,
  equivalents: true,
  commitments: true,
};

describe('buildEngageSnapshot', () => {
  const snapshot = buildEngageSnapshot(setup);

  it('takes the totals and both Scope 2 figures from the aggregation', () => {
    expect(snapshot.totalKg).toBe(1500);
    expect(snapshot.totalLocationBasedKg).toBe(1600);
    expect(snapshot.scopes).toEqual({
      scope1: 1000,
      scope2Market: 300,
      scope2Location: 400,
      scope3: 200,
      unscoped: 0,
    });
    expect(snapshot.periodLabel).toBe('2025');
    expect(snapshot.lang).toBe('en');
  });

  it('lists top-level sections with emissions, largest first', () => {
    expect(snapshot.sections).toEqual([
      { label: 'Energy', kg: 1300 },
      { label: 'Mobility', kg: 200 },
    ]);
  });

  it('names top sources by their own name or option label, largest first, without ids', () => {
    expect(snapshot.topSources).toEqual([
      { name: 'Boiler', sectionPath: ['Energy', 'Heat'], kg: 1000 },
      { name: 'Mobility option', sectionPath: ['Mobility'], kg: 200 },
    ]);
    expect(JSON.stringify(snapshot)).not.toMatch(/"r1"|"i1"/);
  });
});

describe('selectPublishedFigures', () => {
  const snapshot = buildEngageSnapshot(setup);

  it('answers every chosen figure, with equivalents of the total', () => {
    const figures = selectPublishedFigures(allFigures, snapshot);
    expect(figures.totalKg).toBe(1500);
    expect(figures.scopes?.scope2Location).toBe(400);
    expect(figures.equivalents).toEqual({
      employees: 0.5,
      flightsNycToLondon: 1500 / 1022,
      tripsAroundTheWorldByCar: 1500 / 6831,
      averageUsFootprintsPerPerson: 1500 / 14700,
    });
  });

  it.each([
    ['total', 'totalKg'],
    ['scopes', 'scopes'],
    ['sections', 'sections'],
    ['topSources', 'topSources'],
    ['equivalents', 'equivalents'],
  ] as const)('leaves out %s when it is not chosen', (choice, field) => {
    const figures = selectPublishedFigures({ ...allFigures, [choice]: false }, snapshot);
    expect(figures[field]).toBeNull();
  });

  it('leaves out the location-based Scope 2 unless chosen', () => {
    const figures = selectPublishedFigures({ ...allFigures, scope2LocationBased: false }, snapshot);
    expect(figures.scopes?.scope2Location).toBeNull();
    expect(figures.scopes?.scope2Market).toBe(300);
  });
});

describe('getEngagePeriodLabel', () => {
  it.each([
    [[{ startDate: '2025-01-01', endDate: '2025-12-31' }], '2025'],
    [[{ startDate: '2024-07-01', endDate: '2025-06-30' }], '2024 - 2025'],
    [
      [
        { startDate: '2025-01-01', endDate: '2025-12-31' },
        { startDate: '2024-01-01', endDate: '2024-12-31' },
        { startDate: '2025-01-01', endDate: '2025-12-31' },
      ],
      '2024, 2025',
    ],
  ])('labels %j as %s', (instances, label) => {
    expect(getEngagePeriodLabel(instances)).toBe(label);
  });
});

describe('the assurance of a snapshot', () => {
  it('keeps the assured years with their project, and none for a year without assurance', () => {
    const year = (name: string, assurance: unknown) => ({
      container: { _id: name, name, type: 'company' },
      general: { startDate: '2025-01-01', endDate: '2025-12-31' },
      assurance,
    });
    const snapshot = buildEngageSnapshot({
      ...setup,
      instances: [
        year('HQ', { level: 'limited', provider: 'Audit AG', date: '2026-03-31' }),
        year('Plant', { level: 'none', provider: '', date: null }),
        year('Depot', undefined),
      ],
    } as unknown as EngageSetup);
    expect(snapshot.assurance).toEqual([
      { entity: 'HQ', level: 'limited', provider: 'Audit AG', date: '2026-03-31' },
    ]);
    const report = composePublicEngageReport(
      {
        figures: allFigures,
        texts: { title: 'T', introduction: '', commitments: '' },
        brand: { displayName: 'B', accentColour: 'teal' as const, websiteUrl: null },
      },
      snapshot,
      '2026-04-01T00:00:00.000Z',
    );
    expect(report.assurance).toEqual(snapshot.assurance);
  });
});

describe('composePublicEngageReport', () => {
  const content = {
    figures: { ...allFigures, commitments: false },
    texts: { title: 'Report', introduction: 'Intro', commitments: 'Halve by 2030' },
    brand: { displayName: 'Acme', accentColour: 'teal' as const, websiteUrl: null },
  };

  it('answers texts, brand and figures, and the commitments only when chosen', () => {
    const report = composePublicEngageReport(content, buildEngageSnapshot(setup), '2026-01-01T00:00:00.000Z');
    expect(report).toMatchObject({
      title: 'Report',
      introduction: 'Intro',
      commitments: null,
      brand: content.brand,
    });
    expect(report.figures.totalKg).toBe(1500);
    const withCommitments = composePublicEngageReport(
      { ...content, figures: allFigures },
      buildEngageSnapshot(setup),
      '2026-01-01T00:00:00.000Z',
    );
    expect(withCommitments.commitments).toBe('Halve by 2030');
    expect(report.targets).toBeNull();
    // A target two projects of a group share is stated once; ids never reach the public page.
    expect(withCommitments.targets).toEqual([
      { scope: '2', baseYear: 2025, targetYear: 2030, reductionPercent: 50 },
      { scope: 'total', baseYear: 2025, targetYear: 2040, reductionPercent: 90 },
    ]);
  });
});
