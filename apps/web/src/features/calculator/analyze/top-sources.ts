import {
  listServedSections,
  type ScopePart,
  type ServedForm,
  type ServedOption,
  type ServedSection,
  splitByScope,
  type TopSource,
} from '@carbon-ledger/core';
import { calculatePercent } from './scope-breakdown.ts';

export type TopSourceRow = {
  resultId: string;
  /** The result's own name, or the label of its option in the form, or the option id as a last resort. */
  name: string;
  /** Labels of the result's sections (c1, c2, c3) as far as the form knows them. */
  sectionPath: string[];
  instanceId: string;
  kg: number;
  /** Share of the total, 0–100. */
  percent: number;
  /**
   * The scopes the figure falls in when there are several (electricity and its category 3 upstream), so
   * the table's figures can be read against the scope totals; empty for a one-scope row.
   */
  split?: ScopePart[];
  /** Evidence files on the row (a paperclip with the count when there are any). */
  fileCount?: number;
};

function indexOptions(options: readonly ServedOption[], into: Map<string, string>): void {
  for (const option of options) {
    if (!into.has(option.id)) into.set(option.id, option.label);
    if (option.children) indexOptions(option.children, into);
  }
}

/** Option id → label, over every section and option group of the form (first occurrence wins). */
export function indexOptionLabels(form: Pick<ServedForm, 'sections'>): Map<string, string> {
  const labels = new Map<string, string>();
  for (const { section } of listServedSections(form)) {
    for (const group of section.optionGroups) indexOptions(group.options, labels);
  }
  return labels;
}

/** Section id → section, over every depth of the form. */
export function indexSections(form: Pick<ServedForm, 'sections'>): Map<string, ServedSection> {
  return new Map(listServedSections(form).map(({ section }) => [section.id, section]));
}

/** The top sources of `instances/setup` with display names, section labels and their share of the total. */
export function describeTopSources(
  topSources: readonly TopSource[],
  form: Pick<ServedForm, 'sections'>,
  totalKg: number,
): TopSourceRow[] {
  const optionLabels = indexOptionLabels(form);
  const sections = indexSections(form);
  return topSources.map((source) => ({
    resultId: source.resultId,
    name:
      source.name.trim() ||
      source.pickedFactorName ||
      optionLabels.get(source.formOptionId) ||
      source.formOptionId,
    sectionPath: [source.c1, source.c2, source.c3].flatMap((id) => {
      const label = id ? sections.get(id)?.label : undefined;
      return label ? [label] : [];
    }),
    instanceId: source.instance,
    kg: source.totalCo2InKg,
    percent: calculatePercent(source.totalCo2InKg, totalKg),
    split: splitByScope(source.perScope),
    fileCount: source.fileCount,
  }));
}
