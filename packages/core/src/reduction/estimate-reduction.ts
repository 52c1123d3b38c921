import type { CatalogueIdea, EstimationTerm } from './idea-types.ts';

/** The figures of a year (or of a group's year) an estimate is computed from. */
export type ReductionFigures = {
  /** Market-based kg per form section id (`formSectionAggregations`). */
  sections: Readonly<Record<string, { totalCo2: number }>>;
  /** Location-based kg per form section id. */
  locationSections: Readonly<Record<string, { totalCo2: number }>>;
  /** kg CO2e per kWh of the grid the instances draw from, or null when not known. */
  gridFactorKgPerKwh: number | null;
  /**
   * Counted kg per form option id (market- and location-based, distribution applied), for the options the
   * catalogue's terms name (`listCatalogueOptionIds`); an option without rows may be missing.
   */
  options: Readonly<Record<string, { market: number; location: number }>>;
};

/** The kg a term applies its share to: its section's figure, or only its options' rows. */
function readTermKg(term: EstimationTerm, figures: ReductionFigures): number {
  if (term.optionIds) {
    return term.optionIds.reduce((sum, optionId) => {
      const option = figures.options[optionId];
      return sum + (option ? (term.basis === 'market' ? option.market : option.location) : 0);
    }, 0);
  }
  const source = term.basis === 'market' ? figures.sections : figures.locationSections;
  return source[term.sectionId]?.totalCo2 ?? 0;
}

export type IdeaReductionEstimate = {
  /** kg CO2e a year the idea is estimated to avoid (never below 0). */
  kg: number;
  /** The avoided kg before any added-back electricity. */
  grossKg: number;
  /** kg of the grid electricity the replacement draws, or null when it could not be computed. */
  addedBackKg: number | null;
  /** True when the idea adds electricity that could not be counted (no grid factor): `kg` is gross. */
  isGross: boolean;
};

/**
 * Estimates what an idea avoids in a year: the sum of its terms (a share of a section's market- or
 * location-based kg, or of only the rows of the options a term names), minus the grid electricity a replacement (heat pump, electric car) then draws when
 * the grid factor is known. Sections without figures count as 0.
 */
export function estimateIdeaReduction(
  idea: Pick<CatalogueIdea, 'estimation'>,
  figures: ReductionFigures,
): IdeaReductionEstimate {
  const { terms, addedGridKwhPerKgAvoided } = idea.estimation;
  const grossKg = terms.reduce((sum, term) => sum + Math.max(0, readTermKg(term, figures)) * term.share, 0);
  if (addedGridKwhPerKgAvoided === undefined) {
    return { kg: grossKg, grossKg, addedBackKg: 0, isGross: false };
  }
  if (figures.gridFactorKgPerKwh === null) {
    return { kg: grossKg, grossKg, addedBackKg: null, isGross: grossKg > 0 };
  }
  const addedBackKg = grossKg * addedGridKwhPerKgAvoided * figures.gridFactorKgPerKwh;
  return { kg: Math.max(0, grossKg - addedBackKg), grossKg, addedBackKg, isGross: false };
}

/**
 * A custom idea's reduction in kg: typed in kg as is, or as a percentage of the year's total.
 */
export function estimateCustomReduction(
  reduction: { value: number; unit: 'kg' | 'percent' },
  totalCo2InKg: number,
): number {
  return reduction.unit === 'kg' ? reduction.value : (totalCo2InKg * reduction.value) / 100;
}
