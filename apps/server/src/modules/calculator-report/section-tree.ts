import type { InstancesSetupResponse, ServedSection } from '@carbon-ledger/core';
import { getUpstreamSectionIds } from '../calculator/aggregate-buckets.ts';
import { indexFormLabels, isNonZero } from './report-figures.ts';
import type { ActivityRow } from './report-queries.ts';

/** One form option's counted results within a section. */
export type ActivityView = { label: string; numResults: number; kg: number };

export type SectionNode = {
  id: string;
  label: string;
  /** kg CO2e (market-based), the section figure Analyze shows. */
  kg: number;
  numResults: number;
  /** Sub-sections with results or emissions, in form order. */
  children: SectionNode[];
  /** The options entered directly in this section (its deepest level), largest first. */
  activities: ActivityView[];
};

const hasFigures = (entry: { numResults: number; kg: number }) => entry.numResults > 0 || isNonZero(entry.kg);

/** Per section id, at every depth: the entered results of the rows in it (a row counts in c1, c2 and c3). */
function countResultsPerSection(activities: readonly ActivityRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of activities) {
    for (const id of new Set([row.c1, row.c2, row.c3])) {
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + row.numResults);
    }
  }
  return counts;
}

/**
 * Per deepest section: its options with their results and kg. The upstream part of Scope 1/2 rows is
 * left out where the form reports it in its automatic category-3 section, as the section figures do.
 */
function groupActivities(
  activities: readonly ActivityRow[],
  optionLabels: ReadonlyMap<string, string>,
): Map<string, ActivityView[]> {
  const bySection = new Map<string, Map<string, ActivityView>>();
  for (const row of activities) {
    const sectionId = row.c3 ?? row.c2 ?? row.c1;
    const ownKg = row.kg - (getUpstreamSectionIds(row.formType).length > 0 ? row.upstreamKg : 0);
    const options = bySection.get(sectionId) ?? new Map<string, ActivityView>();
    // A picked factor (a spend row's sector, a fuel) names the activity better than its option.
    const key = row.pickedFactorName ? `${row.formOptionId}|${row.pickedFactorName}` : row.formOptionId;
    const view = options.get(key) ?? {
      label: row.pickedFactorName ?? optionLabels.get(row.formOptionId) ?? row.formOptionId,
      numResults: 0,
      kg: 0,
    };
    view.numResults += row.numResults;
    view.kg += ownKg;
    options.set(key, view);
    bySection.set(sectionId, options);
  }
  return new Map(
    [...bySection].map(([id, options]) => [
      id,
      [...options.values()].filter(hasFigures).sort((a, b) => b.kg - a.kg),
    ]),
  );
}

/**
 * The form's sections with their kg (market-based), counted results and activities, nested as deep as
 * the form. Top-level sections are all listed, a voluntary one only when some year selected it or it
 * holds figures; below that only sections with figures, so the tables stay readable.
 */
export function buildSectionTree(
  setup: Pick<InstancesSetupResponse, 'form' | 'formSectionAggregations' | 'instances'>,
  activities: readonly ActivityRow[],
): SectionNode[] {
  const selected = new Set(
    setup.instances.flatMap((instance) => instance.general.selectedVoluntarySectionIds),
  );
  const counts = countResultsPerSection(activities);
  const activitiesPerSection = groupActivities(activities, indexFormLabels(setup.form).options);
  const toNode = (section: ServedSection): SectionNode => ({
    id: section.id,
    label: section.label,
    kg: setup.formSectionAggregations[section.id]?.totalCo2 ?? 0,
    numResults: counts.get(section.id) ?? 0,
    children: section.sections.map(toNode).filter(hasFigures),
    activities: activitiesPerSection.get(section.id) ?? [],
  });
  return setup.form.sections
    .map((section) => ({ section, node: toNode(section) }))
    .filter(({ section, node }) => !section.isVoluntary || selected.has(section.id) || hasFigures(node))
    .map(({ node }) => node);
}
