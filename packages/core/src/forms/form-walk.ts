import { type GhgScope, getGhgScopeOfFactor } from '../emissions/ghg-scope.ts';
import type { FormOption, FormSection, OptionGroup, SectionGhg } from './form-definition.ts';

/** A section with where it sits: its ancestors, the path into the definition and its inherited GHG scope. */
export type SectionEntry = {
  section: FormSection;
  /** Outermost first, ending with `section`: their ids are the result's c1, c2, c3. */
  sectionPath: readonly FormSection[];
  /** Path of the section inside the definition (for validation messages). */
  path: readonly (string | number)[];
  /** The nearest `ghg` on the section or an ancestor, merged (a category set higher up is kept). */
  ghg: SectionGhg | undefined;
};

/** An option (or child option) with its group and section. */
export type OptionEntry = {
  option: FormOption;
  group: OptionGroup;
  sectionEntry: SectionEntry;
  /** Parent options, outermost first, when the option is a child. */
  parentOptions: readonly FormOption[];
  path: readonly (string | number)[];
};

type SectionTree = { sections: readonly FormSection[] };

/** Lists every section depth-first, parents before their sub-sections. */
export function listFormSections(form: SectionTree): SectionEntry[] {
  const entries: SectionEntry[] = [];
  const visit = (
    sections: readonly FormSection[],
    ancestors: readonly FormSection[],
    basePath: readonly (string | number)[],
    inherited: SectionGhg | undefined,
  ) => {
    sections.forEach((section, index) => {
      const path = [...basePath, 'sections', index];
      const ghg = mergeGhg(inherited, section.ghg);
      const sectionPath = [...ancestors, section];
      entries.push({ section, sectionPath, path, ghg });
      visit(section.sections ?? [], sectionPath, path, ghg);
    });
  };
  visit(form.sections, [], [], undefined);
  return entries;
}

/** Lists every option of the form, children right after their parent. */
export function listFormOptions(form: SectionTree): OptionEntry[] {
  const entries: OptionEntry[] = [];
  for (const sectionEntry of listFormSections(form)) {
    (sectionEntry.section.optionGroups ?? []).forEach((group, groupIndex) => {
      const visit = (
        options: readonly FormOption[],
        parents: readonly FormOption[],
        basePath: readonly (string | number)[],
      ) => {
        options.forEach((option, index) => {
          const path = [...basePath, index];
          entries.push({ option, group, sectionEntry, parentOptions: parents, path });
          visit(option.children ?? [], [...parents, option], [...path, 'children']);
        });
      };
      visit(group.options, [], [...sectionEntry.path, 'optionGroups', groupIndex, 'options']);
    });
  }
  return entries;
}

/** Finds an option by its id (ids are unique within a form). */
export function findFormOption(form: SectionTree, optionId: string): OptionEntry | undefined {
  return listFormOptions(form).find((entry) => entry.option.id === optionId);
}

/** The c1/c2/c3 of a result of this option: the ids of its section path. */
export function getResultSectionIds(entry: OptionEntry): { c1: string; c2?: string; c3?: string } {
  const [c1, c2, c3] = entry.sectionEntry.sectionPath.map((section) => section.id);
  return { c1: c1 ?? '', ...(c2 ? { c2 } : {}), ...(c3 ? { c3 } : {}) };
}

/**
 * The GHG scope a result of this option is reported in. The section decides where it has a scope: the
 * same DESNZ factor is business travel (category 6) in one section and commuting (7) in another, and a
 * USEEIO factor (tagged category 1) is a capital good in category 2. Without a section scope (product,
 * digital and event footprints) the factor's own scope is used.
 */
export function getResultGhgScope(
  entry: OptionEntry,
  factor: { scope?: 1 | 2 | 3 | null; scope3Category?: number | null },
): GhgScope | undefined {
  const ghg = entry.sectionEntry.ghg;
  if (!ghg) return getGhgScopeOfFactor(factor);
  if (ghg.scope !== 3) return { scope: ghg.scope };
  return ghg.scope3Category === undefined ? { scope: 3 } : { scope: 3, category: ghg.scope3Category };
}

function mergeGhg(inherited: SectionGhg | undefined, own: SectionGhg | undefined): SectionGhg | undefined {
  if (!own) return inherited;
  const inheritedCategory = inherited?.scope === own.scope ? inherited.scope3Category : undefined;
  const scope3Category = own.scope3Category ?? inheritedCategory;
  return scope3Category === undefined ? { scope: own.scope } : { scope: own.scope, scope3Category };
}
