import type {
  FormSectionAggregations,
  InstancesSetupResponse,
  ReviewProgress,
  ServedSection,
} from '@carbon-ledger/core';
import { readReviewProgress } from '../review/review-format.ts';

export type SectionProgress = { numResults: number; numMarkedComplete: number };

export type SectionNavItem = {
  id: string;
  label: string;
  icon: string | undefined;
  depth: number;
  totalKg: number;
  progress: SectionProgress;
  /** Every row marked complete (and at least one row). */
  isComplete: boolean;
  isExcluded: boolean;
  isAutomatic: boolean;
  /** Reviewed rows of the section's entered ones, when review marks are shown and it has rows. */
  review?: { done: number; total: number };
  children: SectionNavItem[];
};

/** Voluntary sections selected for any of the active instances (a group shows the union). */
export function collectSelectedVoluntaryIds(instances: InstancesSetupResponse['instances']): string[] {
  return [...new Set(instances.flatMap((instance) => instance.general.selectedVoluntarySectionIds))];
}

/** Sections excluded in every active instance (a group shows a section excluded only when all agree). */
export function collectExcludedSectionIds(instances: InstancesSetupResponse['instances']): Set<string> {
  const [first, ...rest] = instances;
  if (!first) return new Set();
  return new Set(
    first.formState.sectionIdsMarkedAsExcluded.filter((id) =>
      rest.every((instance) => instance.formState.sectionIdsMarkedAsExcluded.includes(id)),
    ),
  );
}

/** The navigation tree: each section with its kg, completion and exclusion. */
export function buildSectionNav(
  sections: readonly ServedSection[],
  data: {
    aggregations: FormSectionAggregations;
    progress: Record<string, SectionProgress>;
    excludedIds: ReadonlySet<string>;
    reviewProgress?: ReviewProgress | undefined;
  },
  depth = 0,
): SectionNavItem[] {
  return sections.map((section) => {
    const progress = data.progress[section.id] ?? { numResults: 0, numMarkedComplete: 0 };
    const review = readReviewProgress(data.reviewProgress, section.id);
    return {
      id: section.id,
      label: section.label,
      icon: section.icon,
      depth,
      totalKg: data.aggregations[section.id]?.totalCo2 ?? 0,
      progress,
      isComplete: progress.numResults > 0 && progress.numMarkedComplete >= progress.numResults,
      isExcluded: data.excludedIds.has(section.id),
      isAutomatic: section.isAutomatic,
      ...(review ? { review } : {}),
      children: buildSectionNav(section.sections, data, depth + 1),
    };
  });
}

/** The path from a top-level section to the section with this id, or undefined. */
export function findSectionPath(
  sections: readonly ServedSection[],
  id: string | null | undefined,
): ServedSection[] | undefined {
  if (!id) return undefined;
  for (const section of sections) {
    if (section.id === id) return [section];
    const inner = findSectionPath(section.sections, id);
    if (inner) return [section, ...inner];
  }
  return undefined;
}

/** The section opened first: the first one (depth-first) that has rows to enter, else the first one. */
export function pickDefaultSectionId(sections: readonly ServedSection[]): string | undefined {
  const visit = (list: readonly ServedSection[]): string | undefined => {
    for (const section of list) {
      if (section.optionGroups.length > 0) return section.id;
      const inner = visit(section.sections);
      if (inner) return inner;
    }
    return undefined;
  };
  return visit(sections) ?? sections[0]?.id;
}

/** Toggles a section in an instance's excluded list. */
export function toggleExcludedSection(
  excluded: readonly string[],
  sectionId: string,
  isExcluded: boolean,
): string[] {
  const without = excluded.filter((id) => id !== sectionId);
  return isExcluded ? [...without, sectionId] : without;
}
