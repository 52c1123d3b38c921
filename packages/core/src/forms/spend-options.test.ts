import { describe, expect, it } from 'vitest';
import { isNaceA64Code } from '../spend-factors/nace-a64.ts';
import { FORM_DEFINITIONS } from './form-registry.ts';
import { listFormOptions } from './form-walk.ts';

const spendEntries = Object.values(FORM_DEFINITIONS).flatMap((form) =>
  listFormOptions(form).filter((entry) => entry.option.factor.kind === 'spend'),
);

describe('the spend options of the shipped forms', () => {
  it('give every NAICS sector a NACE A64 industry, and the row its source and supplier country', () => {
    const sectors = spendEntries.filter(
      (entry) => entry.option.factor.kind === 'spend' && entry.option.factor.lineageKey,
    );
    expect(sectors.length).toBeGreaterThan(40);
    for (const { option } of sectors) {
      const nace = option.factor.kind === 'spend' ? option.factor.nace : undefined;
      expect(nace !== undefined && isNaceA64Code(nace), option.id).toBe(true);
      expect(
        option.genericInputs?.map((input) => input.id),
        option.id,
      ).toEqual(['spendYear', 'spendSource', 'supplierCountry']);
    }
  });

  it.each([
    ['capital-spend-machinery', 'C28'],
    ['purchase-spend-software', 'J58'],
    ['purchase-spend-it-services', 'J62_63'],
    ['purchase-spend-legal', 'M69_70'],
    ['purchase-spend-consulting', 'M69_70'],
    ['purchase-spend-catering', 'I'],
    ['travel-spend-hotels', 'I'],
    ['upstream-freight-spend-road-freight', 'H49'],
  ])('maps %s to NACE %s', (id, nace) => {
    const entry = spendEntries.find((candidate) => candidate.option.id === id);
    expect(entry?.option.factor).toMatchObject({ kind: 'spend', nace });
  });

  it.each(['purchase', 'capital', 'upstream-freight', 'waste', 'travel', 'leased', 'development'])(
    'offers "other purchase by NACE industry" next to the %s sectors, with the 62 industries',
    (prefix) => {
      const entry = spendEntries.find((candidate) => candidate.option.id === `${prefix}-spend-nace`);
      expect(entry?.option.factor).toEqual({ kind: 'spend', nace: 'userSelected' });
      const siblings =
        entry?.group.options.filter((option) => option.id.startsWith(`${prefix}-spend-`)) ?? [];
      expect(siblings.length).toBeGreaterThan(1);
      const industries = entry?.option.genericInputs?.find((input) => input.id === 'naceIndustry');
      expect(industries?.choices).toHaveLength(62);
    },
  );
});
