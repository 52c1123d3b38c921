import {
  buildCustomFormDefinition,
  type CustomFormComposition,
  type CustomFormIssue,
  type CustomFormUsage,
  type ErrorDetail,
  type FormDefinition,
  pickEditionForYear,
} from '@carbon-ledger/core';
import { ZodError } from 'zod';
import type { LibraryFactorRow } from './queries.ts';

/** The lineages (library factors and USEEIO sectors) a composition names. */
export function listComposedLineageKeys(composition: CustomFormComposition): string[] {
  return composition.sections.flatMap((section) =>
    section.options.flatMap((option) =>
      (option.factor.kind === 'library' || option.factor.kind === 'spend') && option.factor.lineageKey
        ? [option.factor.lineageKey]
        : [],
    ),
  );
}

/** The newest edition of each lineage (the one a new year without its own edition would use). */
export function pickNewestEditions(rows: readonly LibraryFactorRow[]): Map<string, LibraryFactorRow> {
  const byLineage = new Map<string, LibraryFactorRow[]>();
  for (const row of rows) byLineage.set(row.lineageKey, [...(byLineage.get(row.lineageKey) ?? []), row]);
  const newest = new Map<string, LibraryFactorRow>();
  for (const [key, editions] of byLineage) {
    const picked = pickEditionForYear(editions, Number.POSITIVE_INFINITY);
    if (picked) newest.set(key, picked);
  }
  return newest;
}

const issue = (path: string, message: CustomFormIssue): ErrorDetail => ({ path, message });

/**
 * Checks every library and USEEIO option against the library: the factor exists, gives kg CO2e, and is
 * per the unit category of the option's quantity (a USEEIO sector must be chosen as a spend sector).
 */
export function findLibraryIssues(
  composition: CustomFormComposition,
  newest: ReadonlyMap<string, LibraryFactorRow>,
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  composition.sections.forEach((section, sectionIndex) => {
    section.options.forEach((option, optionIndex) => {
      const { factor } = option;
      if (factor.kind !== 'library' && factor.kind !== 'spend') return;
      // A FIGARO-only spend option names a NACE industry, which the form's schema already checked.
      if (factor.lineageKey === undefined) return;
      const path = `sections.${sectionIndex}.options.${optionIndex}.factor`;
      const row = newest.get(factor.lineageKey);
      if (!row) details.push(issue(path, 'customForm.factorUnknown'));
      else if (row.kind !== 'emissionFactor') details.push(issue(path, 'customForm.factorNotEmission'));
      else if (factor.kind === 'library' && row.unitCategory === 'currency')
        details.push(issue(path, 'customForm.useSpend'));
      else if (row.unitCategory !== option.quantity.unitCategory)
        details.push(issue(path, 'customForm.unitMismatch'));
    });
  });
  return details;
}

/**
 * A path of the built form definition as a path of the composition: the one option group of a section
 * is the section itself, its inputs are the option's quantity.
 */
function toCompositionPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const mapped: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as string;
    if (part === 'optionGroups') {
      index += 1; // the group's index: always 0
      if (parts[index + 1] === 'id' || parts[index + 1] === 'label') {
        mapped.push(parts[index + 1] as string);
        break;
      }
      continue;
    }
    if (part === 'activityInputs' || part === 'genericInputs') {
      mapped.push('quantity');
      break;
    }
    mapped.push(part);
  }
  return mapped.join('.');
}

/** Builds the form of a composition, or the rules it breaks as details with composition paths. */
export function tryBuildForm(
  composition: CustomFormComposition,
): { form: FormDefinition; details: [] } | { form: undefined; details: ErrorDetail[] } {
  try {
    return { form: buildCustomFormDefinition(composition), details: [] };
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const details = error.issues.map((zodIssue) => ({
      path: toCompositionPath(zodIssue.path),
      message: zodIssue.message,
    }));
    return { form: undefined, details };
  }
}

/** What is where in a composition: `section|option` pairs with their labels, for the removal check. */
function indexPairs(composition: CustomFormComposition) {
  const pairs = new Map<string, { section: string; option: string }>();
  for (const section of composition.sections) {
    for (const option of section.options) {
      pairs.set(`${section.id}|${option.id}`, { section: section.label.en, option: option.label.en });
    }
  }
  return pairs;
}

export type RemovedInUse = { sectionId: string; optionId: string; numResults: number; name: string };

/**
 * The options (with their sections) of the stored composition that hold results and are no longer in
 * the same section of the new one: removing or moving them would orphan results, so the save is refused.
 */
export function findRemovedInUse(
  stored: CustomFormComposition,
  next: CustomFormComposition,
  usage: readonly CustomFormUsage[],
): RemovedInUse[] {
  const before = indexPairs(stored);
  const after = indexPairs(next);
  return usage.flatMap((used) => {
    const key = `${used.sectionId}|${used.optionId}`;
    const labels = before.get(key);
    if (!labels || after.has(key)) return [];
    return [{ ...used, name: `"${labels.option}" in "${labels.section}"` }];
  });
}

// jsonb keeps object keys in its own order: compare stored and sent parts with sorted keys.
const toStableJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * Whether a save changes how existing results are computed: an option holding results got another
 * factor or quantity, or its section another scope.
 */
export function changesUsedOptions(
  stored: CustomFormComposition,
  next: CustomFormComposition,
  usage: readonly CustomFormUsage[],
): boolean {
  const describe = (composition: CustomFormComposition) => {
    const map = new Map<string, string>();
    for (const section of composition.sections) {
      for (const option of section.options) {
        const { factor, quantity } = option;
        map.set(`${section.id}|${option.id}`, toStableJson([factor, quantity, section.ghg ?? null]));
      }
    }
    return map;
  };
  const before = describe(stored);
  const after = describe(next);
  return usage.some((used) => {
    const key = `${used.sectionId}|${used.optionId}`;
    return before.get(key) !== after.get(key);
  });
}
