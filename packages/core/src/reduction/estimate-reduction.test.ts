import { describe, expect, it } from 'vitest';
import { CORPORATE_FORM } from '../forms/content/corporate-form.ts';
import { listFormSections } from '../forms/form-walk.ts';
import {
  estimateCustomReduction,
  estimateIdeaReduction,
  type ReductionFigures,
} from './estimate-reduction.ts';
import { findCatalogueIdea, IDEA_CATALOGUE } from './idea-catalogue.ts';
import { IDEA_CATEGORIES } from './levels.ts';

const figures = (gridFactorKgPerKwh: number | null = null): ReductionFigures => ({
  sections: {
    'scope-1': { totalCo2: 10_000 },
    'scope-2': { totalCo2: 18_000 },
    'stationary-combustion': { totalCo2: 6_000 },
    'mobile-combustion': { totalCo2: 4_000 },
    'purchased-electricity': { totalCo2: 18_000 },
    'business-travel': { totalCo2: 5_000 },
    'purchased-goods-and-services': { totalCo2: 20_000 },
  },
  locationSections: { 'purchased-electricity': { totalCo2: 19_000 } },
  gridFactorKgPerKwh,
  // Of the 5,000 kg of business travel, 2,000 kg are short-haul flights.
  options: { 'flight-short-haul-economy': { market: 2_000, location: 2_000 } },
});

function idea(id: string) {
  const found = findCatalogueIdea(id);
  if (!found) throw new Error(`no idea ${id}`);
  return found;
}

describe('estimateIdeaReduction', () => {
  it.each([
    { id: 'renewable-electricity', kg: 18_000 },
    { id: 'led-lighting', kg: 1_800 },
    { id: 'solar-pv', kg: 3_600 },
    { id: 'rail-instead-of-flights', kg: 900 },
    { id: 'supplier-engagement', kg: 2_000 },
    { id: 'climate-training', kg: 560 },
    { id: 'energy-management', kg: 1_200 },
    { id: 'take-back', kg: 0 },
  ])('estimates $id at $kg kg', ({ id, kg }) => {
    const estimate = estimateIdeaReduction(idea(id), figures());
    expect(estimate.kg).toBeCloseTo(kg, 6);
    expect(estimate.isGross).toBe(false);
  });

  it('claims no rail savings from a long-haul flight: only the short-haul and domestic flight rows count', () => {
    const longHaulOnly: ReductionFigures = {
      ...figures(),
      options: { 'flight-long-haul-economy': { market: 5_000, location: 5_000 } },
    };
    expect(estimateIdeaReduction(idea('rail-instead-of-flights'), longHaulOnly).kg).toBe(0);
    const both: ReductionFigures = {
      ...figures(),
      options: {
        'flight-long-haul-economy': { market: 3_000, location: 3_000 },
        'flight-domestic-average-no-rf': { market: 400, location: 400 },
        'travel-epa-air-short': { market: 600, location: 600 },
      },
    };
    expect(estimateIdeaReduction(idea('rail-instead-of-flights'), both).kg).toBeCloseTo(450, 6);
  });

  it('names only options that exist in the section of the Corporate form its term acts on', () => {
    for (const entry of IDEA_CATALOGUE) {
      for (const term of entry.estimation.terms) {
        const section = listFormSections(CORPORATE_FORM).find(
          (entry) => entry.section.id === term.sectionId,
        )?.section;
        const optionIds = new Set(
          (section?.optionGroups ?? []).flatMap((group) => group.options.map((option) => option.id)),
        );
        for (const optionId of term.optionIds ?? [])
          expect([entry.id, optionIds.has(optionId)]).toEqual([entry.id, true]);
      }
    }
  });

  it('keeps an idea that adds electricity gross when the grid factor is unknown', () => {
    expect(estimateIdeaReduction(idea('heat-pump'), figures())).toEqual({
      kg: expect.closeTo(4_200, 6),
      grossKg: expect.closeTo(4_200, 6),
      addedBackKg: null,
      isGross: true,
    });
  });

  it.each([
    // 4,200 kg of gas × 0.3/0.183 kWh/kg × 0.4 kg/kWh = 2,754.10 kg of electricity added back.
    { id: 'heat-pump', grid: 0.4, kg: 4_200 - (4_200 * 0.3 * 0.4) / 0.183 },
    // 2,000 kg of fuel × 0.18/0.171 kWh/kg × 0.4 kg/kWh = 842.11 kg added back.
    { id: 'electric-fleet', grid: 0.4, kg: 2_000 - (2_000 * 0.18 * 0.4) / 0.171 },
    { id: 'electric-fleet', grid: 5, kg: 0 },
  ])('adds back the electricity of $id at $grid kg/kWh', ({ id, grid, kg }) => {
    const estimate = estimateIdeaReduction(idea(id), figures(grid));
    expect(estimate.kg).toBeCloseTo(kg, 6);
    expect(estimate.isGross).toBe(false);
  });
});

describe('estimateCustomReduction', () => {
  it.each([
    { value: 1_500, unit: 'kg' as const, total: 80_000, kg: 1_500 },
    { value: 5, unit: 'percent' as const, total: 80_000, kg: 4_000 },
  ])('turns $value $unit into $kg kg', ({ value, unit, total, kg }) => {
    expect(estimateCustomReduction({ value, unit }, total)).toBeCloseTo(kg, 6);
  });
});

describe('the idea catalogue', () => {
  it('has unique ids, every category and shares between 0 and 1', () => {
    const ids = IDEA_CATALOGUE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(IDEA_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(IDEA_CATALOGUE.map((entry) => entry.category))).toEqual(new Set(IDEA_CATEGORIES));
    for (const entry of IDEA_CATALOGUE) {
      for (const term of entry.estimation.terms) expect(term.share).toBeGreaterThan(0);
      for (const term of entry.estimation.terms) expect(term.share).toBeLessThanOrEqual(1);
      expect(entry.estimation.source.length).toBeGreaterThan(0);
      expect(entry.title.de.length).toBeGreaterThan(0);
    }
  });
});

describe('the catalogue sections', () => {
  it('names only sections of the Corporate form', async () => {
    const { getFormDefinition, listFormSections } = await import('../forms/index.ts');
    const known = new Set(listFormSections(getFormDefinition('company')).map((entry) => entry.section.id));
    const unknown = IDEA_CATALOGUE.flatMap((entry) => [
      ...entry.sectionIds,
      ...entry.estimation.terms.map((term) => term.sectionId),
    ]).filter((id) => !known.has(id));
    expect(unknown).toEqual([]);
  });
});
