import { describe, expect, it } from 'vitest';
import { createDefaultDataQualityFields, dataQualityFieldsSchema } from './data-quality-fields.ts';
import { DATA_SOURCE_DEFINITIONS, DATA_SOURCE_TYPES, getDataSourceQuality } from './data-sources.ts';
import { deriveDataQuality, getEffectivePercentShare } from './derive-data-quality.ts';

describe('data-quality fields', () => {
  it('leaves every indicator not assessed until someone rates it', () => {
    const expected = { age: null, completeness: null, geography: null, reliability: null, technology: null };
    expect(createDefaultDataQualityFields()).toEqual(expected);
    expect(dataQualityFieldsSchema.parse({})).toEqual(expected);
  });

  it.each([
    { value: { age: 5 }, isValid: true },
    { value: { age: 0 }, isValid: false },
    { value: { technology: 6 }, isValid: false },
    { value: { geography: 2.5 }, isValid: false },
  ])('validates $value as $isValid', ({ value, isValid }) => {
    expect(dataQualityFieldsSchema.safeParse(value).success).toBe(isValid);
  });
});

describe('data sources', () => {
  it.each([
    { type: 'hr-records', share: 0, rank: 5, quality: 'good' },
    { type: 'bills', share: 100, rank: 2, quality: 'good' },
    { type: 'documentation', share: 0, rank: 1, quality: 'good' },
    { type: 'estimation', share: 0, rank: 7, quality: 'fair' },
    { type: 'product', share: 100, rank: 4, quality: 'very-good' },
    { type: 'survey', share: 0, rank: 6, quality: 'good' },
    { type: 'tracking', share: 100, rank: 3, quality: 'very-good' },
  ] as const)(
    '$type defaults to $share % at rank $rank, quality $quality',
    ({ type, share, rank, quality }) => {
      expect(DATA_SOURCE_DEFINITIONS[type]).toEqual({ defaultPercentShare: share, rank, quality });
      expect(getDataSourceQuality(type)).toBe(quality);
    },
  );

  it('lists the types in rank order and rates any other source poor', () => {
    expect(DATA_SOURCE_TYPES.map((type) => DATA_SOURCE_DEFINITIONS[type].rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(getDataSourceQuality('supplier e-mail')).toBe('poor');
    expect(getDataSourceQuality('toString')).toBe('poor');
  });

  it.each([
    { source: { type: 'bills' }, expected: 100 },
    { source: { type: 'estimation' }, expected: 0 },
    { source: { type: 'estimation', percentShare: 30 }, expected: 30 },
    { source: { type: 'bills', percentShare: 0 }, expected: 0 },
    { source: { type: 'bills', percentShare: Number.NaN }, expected: 100 },
    { source: { type: 'other', percentShare: null }, expected: 0 },
  ])('gives $source a share of $expected', ({ source, expected }) => {
    expect(getEffectivePercentShare(source)).toBe(expected);
  });
});

describe('deriveDataQuality', () => {
  it.each([
    { name: 'no sources', sources: [], expected: 'not-assessed' },
    { name: 'tracking alone (default 100)', sources: [{ type: 'tracking' }], expected: 'very-good' },
    { name: 'bills alone', sources: [{ type: 'bills' }], expected: 'good' },
    { name: 'estimation at its default 0 %', sources: [{ type: 'estimation' }], expected: 'fair' },
    {
      name: 'several sources at 0 %: the best of them',
      sources: [{ type: 'estimation' }, { type: 'survey' }],
      expected: 'good',
    },
    {
      name: 'estimation with a share',
      sources: [{ type: 'estimation', percentShare: 100 }],
      expected: 'fair',
    },
    { name: 'other source', sources: [{ type: 'supplier e-mail', percentShare: 100 }], expected: 'poor' },
    {
      name: 'largest share decides',
      sources: [
        { type: 'tracking', percentShare: 10 },
        { type: 'estimation', percentShare: 90 },
      ],
      expected: 'fair',
    },
    {
      name: 'better quality wins on equal shares',
      sources: [{ type: 'bills' }, { type: 'product' }],
      expected: 'very-good',
    },
    {
      name: 'equal shares, order does not matter',
      sources: [
        { type: 'product', percentShare: 50 },
        { type: 'survey', percentShare: 50 },
      ],
      expected: 'very-good',
    },
    {
      name: 'a 0 % source never decides',
      sources: [
        { type: 'product', percentShare: 0 },
        { type: 'survey', percentShare: 5 },
      ],
      expected: 'good',
    },
    {
      name: 'documentation (rank 1) does not beat a larger tracked share',
      sources: [
        { type: 'documentation', percentShare: 40 },
        { type: 'tracking', percentShare: 60 },
      ],
      expected: 'very-good',
    },
  ])('$name → $expected', ({ sources, expected }) => {
    expect(deriveDataQuality(sources)).toBe(expected);
  });
});
