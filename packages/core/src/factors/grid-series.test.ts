import { describe, expect, it } from 'vitest';
import { buildGridSeries } from './grid-series.ts';

describe('buildGridSeries', () => {
  it('lines up life cycle, generation and upstream by year, newest first, the later edition of a year', () => {
    const series = buildGridSeries('DE', [
      { lineageKey: 'ember-owid:DE', edition: '2024', year: 2024, value: 0.3441399 },
      { lineageKey: 'ember-owid:DE', edition: '2023', year: 2023, value: 0.37131064 },
      { lineageKey: 'ember-owid-generation:DE', edition: '2023', year: 2023, value: 0.2929046 },
      { lineageKey: 'ember-owid-upstream:DE', edition: '2023', year: 2023, value: 0.07840604 },
      { lineageKey: 'ember-owid-generation:DE', edition: '2024', year: 2024, value: 0.26614687 },
      { lineageKey: 'ember-owid-generation:DE', edition: '2024 v2', year: 2024, value: 0.266 },
      { lineageKey: 'ember-owid-upstream:DE', edition: '2022', year: 2022, value: null },
    ]);
    expect(series).toEqual({
      country: 'DE',
      years: [
        { year: 2024, lifeCycle: 0.3441399, generation: 0.266, upstream: null },
        { year: 2023, lifeCycle: 0.37131064, generation: 0.2929046, upstream: 0.07840604 },
      ],
    });
  });
});
