import { describe, expect, it } from 'vitest';
import { checkPublicText } from '../claims/check-public-text.ts';
import {
  WIDGET_KINDS,
  type WidgetFigures,
  type WidgetSettings,
  type WidgetYearFigures,
  widgetSettingsSchema,
} from '../contracts/insights.ts';
import { buildWidgetView } from './widget-view.ts';

const CONTAINER = '00000000-0000-4000-8000-000000000001';
const TARGET = '00000000-0000-4000-8000-000000000002';

const year = (value: number, totalKg: number, extra: Partial<WidgetYearFigures> = {}): WidgetYearFigures => ({
  year: value,
  totalKg,
  scope1Kg: totalKg * 0.25,
  scope2Kg: totalKg * 0.15,
  scope2LocationKg: totalKg * 0.2,
  scope3Kg: totalKg * 0.6,
  unscopedKg: 0,
  netRevenue: 4_000_000,
  energyKwh: { fossil: 30_000, nuclear: 10_000, renewable: 60_000 },
  ...extra,
});

const figures: WidgetFigures = {
  companyName: 'Acme',
  currency: 'EUR',
  years: [year(2022, 200_000), year(2024, 150_000)],
  missingYears: [],
  headCount: { value: 50, source: 'workforce' },
  target: {
    _id: TARGET,
    baseYear: 2022,
    targetYear: 2030,
    scope: 'total',
    reductionPercent: 42,
    baseYearKg: 200_000,
    referencePath: [
      { year: 2022, kg: 200_000 },
      { year: 2030, kg: 116_000 },
    ],
    targetPath: [
      { year: 2022, kg: 200_000 },
      { year: 2030, kg: 116_000 },
    ],
    progress: [
      {
        year: 2022,
        actualKg: 200_000,
        changePercent: 0,
        targetPathKg: 200_000,
        referencePathKg: 200_000,
        isOnTrack: true,
      },
      {
        year: 2024,
        actualKg: 150_000,
        changePercent: -25,
        targetPathKg: 179_000,
        referencePathKg: 179_000,
        isOnTrack: true,
      },
    ],
  },
};

const settingsOf = (overrides: Partial<WidgetSettings>): WidgetSettings =>
  widgetSettingsSchema.parse({
    kind: 'footprint',
    title: '',
    container: CONTAINER,
    years: [2022, 2024],
    size: 'medium',
    language: 'en',
    theme: 'light',
    intensityBasis: 'employee',
    target: TARGET,
    ...overrides,
  });

describe('buildWidgetView', () => {
  it.each([
    { kind: 'footprint', language: 'en', headline: '150.00 t CO2e' },
    { kind: 'footprint', language: 'de', headline: '150,00 t CO2e' },
    { kind: 'base-year-change', language: 'en', headline: '-25 %' },
    { kind: 'intensity', language: 'en', headline: '3.00 t CO2e per employee' },
    {
      kind: 'intensity',
      language: 'de',
      headline: '3,00 t CO2e pro Mitarbeitendem',
      intensityBasis: 'employee',
    },
    {
      kind: 'intensity',
      language: 'en',
      headline: '37.50 t CO2e per million EUR',
      intensityBasis: 'revenue',
    },
    { kind: 'target-progress', language: 'en', headline: '-25 % so far; target -42 % by 2030' },
    { kind: 'energy-mix', language: 'en', headline: '60 % renewable' },
    { kind: 'energy-mix', language: 'de', headline: '60 % erneuerbar' },
  ] as const)('$kind in $language reads "$headline"', ({ kind, language, headline, ...rest }) => {
    const view = buildWidgetView(settingsOf({ kind, language, ...rest }), figures);
    expect(view.headline).toBe(headline);
    expect(view.emptyReason).toBeNull();
  });

  it('states what was measured, by the lawful template, and that nothing is subtracted', () => {
    const view = buildWidgetView(settingsOf({ years: [2024] }), figures);
    expect(view.statements[0]).toBe('Measured footprint 2024: 150.00 t CO2e (Scopes 1, 2 and 3)');
    expect(view.chart).toMatchObject({ kind: 'bar', orientation: 'horizontal' });
    expect(view.table).toEqual({
      columns: ['Scope', 'Emissions', 'Share'],
      rows: [
        ['Scope 1', '37.50 t', '25 %'],
        ['Scope 2', '22.50 t', '15 %'],
        ['Scope 3', '90.00 t', '60 %'],
      ],
    });
  });

  it('stacks the scopes per year when several years are shown', () => {
    const view = buildWidgetView(settingsOf({}), figures);
    expect(view.chart).toMatchObject({ kind: 'stacked-bar', rows: ['2022', '2024'] });
    expect(view.table?.rows[1]).toEqual(['2024', '37.50 t', '22.50 t', '90.00 t', '150.00 t']);
  });

  it('says why there is nothing to show instead of drawing zeros', () => {
    expect(buildWidgetView(settingsOf({ years: [2019] }), figures).emptyReason).toBe(
      'No figures for 2019 yet.',
    );
    const noHeads = buildWidgetView(settingsOf({ kind: 'intensity' }), { ...figures, headCount: null });
    expect(noHeads.emptyReason).toBe('No head count: add employees or enter the head count.');
    const noTarget = buildWidgetView(settingsOf({ kind: 'target-progress' }), { ...figures, target: null });
    expect(noTarget.emptyReason).toBe('The target no longer exists.');
    expect(noTarget.chart).toBeNull();
  });

  it('publishes no text the claims check refuses, in any kind or language', () => {
    for (const kind of WIDGET_KINDS) {
      for (const language of ['en', 'de'] as const) {
        const view = buildWidgetView(settingsOf({ kind, language }), figures);
        for (const text of [view.title, view.headline, ...view.statements]) {
          expect(checkPublicText(text).findings, `${kind} ${language}: ${text}`).toEqual([]);
        }
      }
    }
  });

  it('refuses a widget title with a climate-neutrality claim', () => {
    const parsed = widgetSettingsSchema.safeParse({ ...settingsOf({}), title: 'Wir sind klimaneutral' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['title'], message: 'claims.forbidden' });
  });
});
