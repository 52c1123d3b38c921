import {
  FLOAT_TOLERANCE,
  type InstancesSetupResponse,
  listServedSections,
  type ScopePart,
  type ServedOption,
  splitByScope,
  type Totals,
} from '@carbon-ledger/core';

/** True when a figure is not zero within the float tolerance (spec section 9). */
export const isNonZero = (kg: number) => Number.isFinite(kg) && Math.abs(kg) > FLOAT_TOLERANCE;

/** All 15 Scope 3 categories in the Standard's order, then Scope 3 kg no category holds (when any). */
export function buildCategoryFigures(totals: Totals): { category: string; kg: number }[] {
  const rows = Array.from({ length: 15 }, (_, index) => {
    const category = String(index + 1);
    return { category, kg: totals.scope3PerCategory[category] ?? 0 };
  });
  const uncategorized = totals.totalCo2InKgPerScope[3] - rows.reduce((sum, row) => sum + row.kg, 0);
  if (isNonZero(uncategorized)) rows.push({ category: 'uncategorized', kg: uncategorized });
  return rows;
}

export type TopSourceView = {
  name: string;
  sectionPath: string;
  project: string;
  kg: number;
  /** The scopes the kg falls in when there are several (electricity and its category 3 upstream). */
  split: ScopePart[];
};

/** Section id → label and option id → label over every depth of a served form (first occurrence wins). */
export function indexFormLabels(form: InstancesSetupResponse['form']): {
  sections: Map<string, string>;
  options: Map<string, string>;
} {
  const sections = new Map<string, string>();
  const options = new Map<string, string>();
  const addOptions = (list: readonly ServedOption[]) => {
    for (const option of list) {
      if (!options.has(option.id)) options.set(option.id, option.label);
      if (option.children) addOptions(option.children);
    }
  };
  for (const { section } of listServedSections(form)) {
    sections.set(section.id, section.label);
    for (const group of section.optionGroups) addOptions(group.options);
  }
  return { sections, options };
}

/** The top sources with a display name (own name, else the option's label) and their section path. */
export function describeTopSources(
  setup: Pick<InstancesSetupResponse, 'form' | 'topSources' | 'instances'>,
): TopSourceView[] {
  const { sections, options } = indexFormLabels(setup.form);
  const projects = new Map(setup.instances.map((instance) => [instance._id, instance.container.name]));
  return setup.topSources.map((source) => ({
    name:
      source.name.trim() ||
      source.pickedFactorName ||
      options.get(source.formOptionId) ||
      source.formOptionId,
    sectionPath: [source.c1, source.c2, source.c3]
      .flatMap((id) => (id && sections.has(id) ? [sections.get(id) as string] : []))
      .join(' › '),
    project: projects.get(source.instance) ?? '',
    kg: source.totalCo2InKg,
    split: splitByScope(source.perScope),
  }));
}

/** The GHG Protocol scopes the form's sections are assigned to, ascending. */
export function listCoveredScopes(form: InstancesSetupResponse['form']): number[] {
  const scopes = new Set<number>();
  for (const { section } of listServedSections(form)) if (section.ghg) scopes.add(section.ghg.scope);
  return [...scopes].sort((a, b) => a - b);
}
