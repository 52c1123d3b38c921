import { FACILITY_IDEAS } from './catalogue-facility.ts';
import { MOBILITY_IDEAS } from './catalogue-mobility.ts';
import { VALUE_CHAIN_IDEAS } from './catalogue-value-chain.ts';
import type { CatalogueIdea } from './idea-types.ts';

/** Version of the catalogue data: a plan's published snapshot names the one its estimates came from. */
export const IDEA_CATALOGUE_VERSION = '2026.1';

/** The shipped reduction ideas, in display order. */
export const IDEA_CATALOGUE: readonly CatalogueIdea[] = [
  ...FACILITY_IDEAS,
  ...MOBILITY_IDEAS,
  ...VALUE_CHAIN_IDEAS,
];

const byId = new Map(IDEA_CATALOGUE.map((idea) => [idea.id, idea]));

/** The catalogue idea with that id, or undefined. */
export function findCatalogueIdea(id: string): CatalogueIdea | undefined {
  return byId.get(id);
}

/** The form option ids the catalogue's terms are limited to: the only rows whose kg an estimate reads by option. */
export function listCatalogueOptionIds(): string[] {
  return [
    ...new Set(
      IDEA_CATALOGUE.flatMap((idea) => idea.estimation.terms.flatMap((term) => term.optionIds ?? [])),
    ),
  ];
}
