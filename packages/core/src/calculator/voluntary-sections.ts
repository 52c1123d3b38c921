import type { ServedSection } from '../contracts/calculator.ts';
import type { Scope3CategoryStatusId, YearDisclosures } from '../contracts/year-disclosures.ts';
import type { FormSection, LocalizedText } from '../forms/form-definition.ts';
import { listFormSections } from '../forms/form-walk.ts';

/** A section of a form that is hidden unless a year chooses it (`general.selectedVoluntarySectionIds`). */
export type VoluntarySection = {
  id: string;
  label: LocalizedText;
  /** The GHG scope it reports in, inherited from its parent section. */
  scope: 1 | 2 | 3 | undefined;
  /** Its Scope 3 category (1–15), when it is one. */
  scope3Category: number | undefined;
};

/**
 * The voluntary sections of a form definition, in the form's order: what an admin may choose for a
 * year (Corporate: process emissions and Scope 3 categories 8, 10, 13, 14 and 15).
 */
export function listVoluntarySections(form: { sections: readonly FormSection[] }): VoluntarySection[] {
  return listFormSections(form)
    .filter((entry) => entry.section.isVoluntary === true)
    .map((entry) => ({
      id: entry.section.id,
      label: entry.section.label,
      scope: entry.ghg?.scope,
      scope3Category: entry.ghg?.scope3Category,
    }));
}

/** The voluntary Scope 3 categories of a served form: category number ('8') → section id. */
export function mapVoluntaryScope3Categories(sections: readonly ServedSection[]): Map<string, string> {
  const categories = new Map<string, string>();
  const visit = (list: readonly ServedSection[], isInVoluntary: boolean) => {
    for (const section of list) {
      const isVoluntary = isInVoluntary || section.isVoluntary;
      const category = section.ghg?.scope3Category;
      if (isVoluntary && category !== undefined && !categories.has(String(category))) {
        categories.set(String(category), section.id);
      }
      visit(section.sections, isVoluntary);
    }
  };
  visit(sections, false);
  return categories;
}

/**
 * What a year states about a Scope 3 category (ESRS E1-6): the admin's statement when given (not relevant,
 * excluded or not yet collected, with the reason); else, for a voluntary category the year did not
 * choose, that it was left out; else none.
 */
export type Scope3CategoryStatement =
  | { kind: 'stated'; status: Scope3CategoryStatusId; reason: string | undefined }
  | { kind: 'notChosen' }
  | { kind: 'none' };

export function readScope3CategoryStatement(
  instance: {
    general: { selectedVoluntarySectionIds: readonly string[] };
    disclosures: Pick<YearDisclosures, 'scope3CategoryStatuses'>;
  },
  category: string,
  voluntaryCategories: ReadonlyMap<string, string>,
): Scope3CategoryStatement {
  const entry = instance.disclosures.scope3CategoryStatuses[category as '1'];
  if (entry) return { kind: 'stated', status: entry.status, reason: entry.reason || undefined };
  const sectionId = voluntaryCategories.get(category);
  if (sectionId !== undefined && !instance.general.selectedVoluntarySectionIds.includes(sectionId)) {
    return { kind: 'notChosen' };
  }
  return { kind: 'none' };
}
