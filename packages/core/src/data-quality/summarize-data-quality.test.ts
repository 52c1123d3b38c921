import { describe, expect, it } from 'vitest';
import { createDefaultDataQualityFields } from './data-quality-fields.ts';
import { deriveIndicatorQuality, deriveResultDataQuality, toSelectedSources } from './derive-data-quality.ts';
import { summarizeDataQuality } from './summarize-data-quality.ts';

const rated = (level: number) => ({
  age: level,
  completeness: level,
  geography: level,
  reliability: level,
  technology: level,
});

describe('a result’s derived data quality', () => {
  it('says "not assessed" for a row nobody rated and without a source (never "best" with "poor")', () => {
    expect(deriveResultDataQuality(createDefaultDataQualityFields(), [])).toBe('not-assessed');
  });

  it.each([
    { indicators: rated(1), expected: 'very-good' },
    { indicators: rated(2), expected: 'good' },
    { indicators: { age: 3, completeness: 4 }, expected: 'fair' },
    { indicators: rated(5), expected: 'poor' },
    { indicators: null, expected: 'not-assessed' },
  ])('reads indicators $indicators as $expected', ({ indicators, expected }) => {
    expect(deriveIndicatorQuality(indicators)).toBe(expected);
  });

  it('takes the worse of indicators and sources where both are given', () => {
    expect(deriveResultDataQuality(rated(1), [{ type: 'estimation', percentShare: 100 }])).toBe('fair');
    expect(deriveResultDataQuality(rated(4), [{ type: 'tracking' }])).toBe('poor');
    expect(deriveResultDataQuality(null, [{ type: 'bills' }])).toBe('good');
    expect(deriveResultDataQuality(rated(2), [])).toBe('good');
  });

  it('rates another named source poor (spec section 9)', () => {
    expect(deriveResultDataQuality(null, toSelectedSources({ types: [], otherDataSources: 'e-mail' }))).toBe(
      'poor',
    );
  });
});

describe('summarizeDataQuality', () => {
  it('counts levels, sources and derived qualities so Analyze and the report agree', () => {
    const summary = summarizeDataQuality([
      { indicators: createDefaultDataQualityFields(), sources: [], numResults: 3 },
      { indicators: rated(2), sources: [{ type: 'bills' }], numResults: 2 },
      { indicators: null, sources: [{ type: 'custom meter' }], numResults: 1 },
    ]);
    expect(summary.numResults).toBe(6);
    expect(summary.levels[0]).toEqual({ indicator: 'age', counts: [0, 2, 0, 0, 0], notAssessed: 4 });
    expect(summary.sourceTypes).toContainEqual({ type: 'bills', numResults: 2 });
    expect(summary.sourceTypes).toContainEqual({ type: 'other', numResults: 1 });
    expect(summary.sourceTypes).toContainEqual({ type: 'none', numResults: 3 });
    expect(summary.qualities).toEqual([
      { quality: 'very-good', numResults: 0 },
      { quality: 'good', numResults: 2 },
      { quality: 'fair', numResults: 0 },
      { quality: 'poor', numResults: 1 },
      { quality: 'not-assessed', numResults: 3 },
    ]);
  });
});
