import type { IdeaCategory, IdeaLevels } from './levels.ts';

/** A text of the catalogue in both languages of the app. */
export type IdeaText = { en: string; de: string };

/** One part of an idea's effect: a share of a form section's figure for the year. */
export type EstimationTerm = {
  /** A section id of the form (`formSectionAggregations` key), e.g. 'purchased-electricity'. */
  sectionId: string;
  /** Which figure of the section the share applies to. */
  basis: 'market' | 'location';
  /** Share of the section's kg (or of its `optionIds` rows' kg) the idea avoids, 0–1. */
  share: number;
  /**
   * Only the rows of these form options of the section count (short-haul flights, not every flight): an
   * idea claims nothing from rows it cannot act on.
   */
  optionIds?: readonly string[];
};

/** How an idea's reduction is estimated from the figures of a year, with its assumption and source. */
export type EstimationRule = {
  terms: EstimationTerm[];
  /**
   * kWh of grid electricity the replacement draws per kg CO2e avoided by the terms (heat pumps, electric
   * vehicles). Added back at the grid factor when the figures carry one.
   */
  addedGridKwhPerKgAvoided?: number;
  assumption: IdeaText;
  source: string;
};

/** A reduction idea of the shipped catalogue. */
export type CatalogueIdea = IdeaLevels & {
  id: string;
  category: IdeaCategory;
  title: IdeaText;
  description: IdeaText;
  /** The Corporate form's sections the idea acts on (the first is where it shows its effect). */
  sectionIds: string[];
  estimation: EstimationRule;
};

/** Shorthand for the data files. */
export function both(en: string, de: string): IdeaText {
  return { en, de };
}
