import {
  type FactorSource,
  type NormalizedFactor,
  normalizedFactorSchema,
} from '../../packages/core/src/factors/factor-schema.ts';

/** What every factor of one output file shares. */
export type SourceEdition = {
  source: FactorSource;
  sourceName: string;
  edition: string;
  licence: string;
  attribution: string;
  /** Output file name without extension, e.g. 'desnz-2024-v1.1'; also the id prefix. */
  slug: string;
};

type RequiredDraftKeys =
  | 'id'
  | 'lineageKey'
  | 'year'
  | 'sourceRowIds'
  | 'activityUnit'
  | 'unitCategory'
  | 'sourceUnit'
  | 'sourceValueUnit'
  | 'value'
  | 'basis';

export type FactorDraft = Pick<NormalizedFactor, RequiredDraftKeys> &
  Partial<Omit<NormalizedFactor, RequiredDraftKeys | keyof Omit<SourceEdition, 'slug'> | 'valueUnit'>> & {
    /** A row's own edition where one file holds several (FIGARO: one per data year). */
    edition?: string;
  };

/**
 * Builds a normalized factor from a draft: fills the edition's metadata, defaults every optional field to
 * null (so every line of the library has the same keys in the same order, which keeps the output
 * byte-stable), and validates it against the shared zod schema. Throws on an invalid factor, naming it.
 */
export function createFactor(edition: SourceEdition, draft: FactorDraft): NormalizedFactor {
  const kind = draft.kind ?? 'emissionFactor';
  const factor: NormalizedFactor = {
    id: draft.id,
    lineageKey: draft.lineageKey,
    kind,
    source: edition.source,
    sourceName: edition.sourceName,
    edition: draft.edition ?? edition.edition,
    year: draft.year,
    licence: edition.licence,
    attribution: edition.attribution,
    sourceRowIds: draft.sourceRowIds,
    scope: draft.scope ?? null,
    scope3Category: draft.scope3Category ?? null,
    level0: draft.level0 ?? null,
    level1: draft.level1 ?? null,
    level2: draft.level2 ?? null,
    level3: draft.level3 ?? null,
    level4: draft.level4 ?? null,
    variant: draft.variant ?? null,
    region: draft.region ?? null,
    activityUnit: draft.activityUnit,
    unitCategory: draft.unitCategory,
    sourceUnit: draft.sourceUnit,
    sourceValueUnit: draft.sourceValueUnit,
    value: draft.value,
    valueUnit: kind === 'conversion' ? 'kWh' : 'kgCO2e',
    gases: draft.gases ?? null,
    gwpSet: draft.gwpSet ?? null,
    basis: draft.basis,
    calorificBasis: draft.calorificBasis ?? null,
    electricityMix: draft.electricityMix ?? null,
    gridGrossLossFraction: draft.gridGrossLossFraction ?? null,
    derivation: draft.derivation ?? null,
    notes: draft.notes ?? null,
    ...(draft.purchaserValuation ? { purchaserValuation: draft.purchaserValuation } : {}),
  };
  // None of the shipped sources publishes a negative factor: one would be a parsing error, not data.
  if (factor.value !== null && factor.value < 0) throw new Error(`negative value in factor ${factor.id}`);
  const result = normalizedFactorSchema.safeParse(factor);
  if (!result.success) throw new Error(`invalid factor ${factor.id}: ${result.error.message}`);
  return factor;
}

/**
 * Turns a published label into an id segment ('Gasoline (2 stroke)' → 'gasoline-2-stroke').
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/≤/g, 'le-')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Joins note sentences, skipping absent ones; null when there is nothing to say.
 */
export function joinNotes(...notes: (string | null | undefined | false)[]): string | null {
  const present = notes.filter((note): note is string => typeof note === 'string' && note !== '');
  return present.length === 0 ? null : present.join(' ');
}
