import type { FormDefinition } from './form-definition.ts';
import { listFormOptions, listFormSections } from './form-walk.ts';
import { findOptionIssues } from './option-rules.ts';

/** A broken cross-field rule of a form definition, with the path of the offending part. */
export type FormIssue = { path: (string | number)[]; message: string };

/** Sections nest at most this deep (c1, c2, c3). */
const MAX_DEPTH = 3;

/**
 * Checks the rules a schema of shapes cannot: ids unique in the form (sections, option groups and options
 * each; option ids become `formOptionId`), nesting depth, consistent scopes, non-empty sections, and the
 * per-option rules of `findOptionIssues`. Returns no issue for a valid definition.
 */
export function findFormDefinitionIssues(form: Pick<FormDefinition, 'type' | 'sections'>): FormIssue[] {
  const issues: FormIssue[] = [];
  if (form.type !== 'custom' && form.sections.length === 0) {
    issues.push({ path: ['sections'], message: `a ${form.type} form needs at least one section` });
  }
  const sectionIds = new Set<string>();
  const groupIds = new Set<string>();
  for (const entry of listFormSections(form)) {
    const { section, path, sectionPath } = entry;
    const at = [...path];
    if (sectionPath.length > MAX_DEPTH) {
      issues.push({ path: at, message: `sections nest at most ${MAX_DEPTH} deep` });
    }
    addUnique(sectionIds, section.id, 'section', at, issues);
    issues.push(...findSectionGhgIssues(entry.sectionPath, at));
    const hasRows = (section.optionGroups?.length ?? 0) > 0;
    const hasSections = (section.sections?.length ?? 0) > 0;
    // An automatic section may offer rows entered by hand for what cannot be computed, never sub-sections.
    if (section.isAutomatic && hasSections) {
      issues.push({ path: at, message: 'an automatic section has no sub-sections' });
    }
    if (!section.isAutomatic && !hasRows && !hasSections) {
      issues.push({ path: at, message: 'a section needs option groups or sub-sections' });
    }
    (section.optionGroups ?? []).forEach((group, index) => {
      addUnique(groupIds, group.id, 'option group', [...at, 'optionGroups', index], issues);
    });
  }
  const optionIds = new Set<string>();
  for (const entry of listFormOptions(form)) {
    addUnique(optionIds, entry.option.id, 'option', [...entry.path], issues);
    issues.push(...findOptionIssues(entry));
  }
  return issues;
}

function findSectionGhgIssues(
  sectionPath: readonly { ghg?: { scope: number; scope3Category?: number } }[],
  at: (string | number)[],
): FormIssue[] {
  const own = sectionPath.at(-1)?.ghg;
  if (!own) return [];
  const issues: FormIssue[] = [];
  if (own.scope3Category !== undefined && own.scope !== 3) {
    issues.push({ path: [...at, 'ghg'], message: 'only Scope 3 sections have a category' });
  }
  const ancestor = sectionPath
    .slice(0, -1)
    .map((section) => section.ghg)
    .findLast((ghg) => ghg !== undefined);
  if (ancestor && ancestor.scope !== own.scope) {
    issues.push({
      path: [...at, 'ghg'],
      message: `Scope ${own.scope} inside a Scope ${ancestor.scope} section`,
    });
  }
  const isOtherCategory =
    ancestor?.scope3Category !== undefined &&
    own.scope3Category !== undefined &&
    ancestor.scope3Category !== own.scope3Category;
  if (isOtherCategory) {
    issues.push({ path: [...at, 'ghg'], message: 'a sub-section keeps its parent Scope 3 category' });
  }
  return issues;
}

function addUnique(
  seen: Set<string>,
  id: string,
  what: string,
  path: (string | number)[],
  issues: FormIssue[],
): void {
  if (seen.has(id)) issues.push({ path: [...path, 'id'], message: `${what} id "${id}" is not unique` });
  seen.add(id);
}
