import { isValidationMessageKey, type ServedSection, type ValidationMessageKey } from '@carbon-ledger/core';
import { CalculatorApiError } from '../api/calculator-api.ts';

/** A voluntary section as the picker offers it. */
export type VoluntarySectionChoice = { id: string; label: string };

/**
 * The voluntary sections of a served form, depth-first in the form's order (Corporate: process emissions
 * and Scope 3 categories 8, 10, 13, 14 and 15): hidden in Inputs unless a year chooses them.
 */
export function listVoluntarySectionChoices(sections: readonly ServedSection[]): VoluntarySectionChoice[] {
  return sections.flatMap((section) => [
    ...(section.isVoluntary ? [{ id: section.id, label: section.label }] : []),
    ...listVoluntarySectionChoices(section.sections),
  ]);
}

/** The chosen ids in the form's order, keeping only the form's voluntary sections. */
export function toggleVoluntarySection(
  choices: readonly VoluntarySectionChoice[],
  selected: readonly string[],
  id: string,
  isChosen: boolean,
): string[] {
  const next = new Set(selected);
  if (isChosen) next.add(id);
  else next.delete(id);
  return choices.map((choice) => choice.id).filter((choiceId) => next.has(choiceId));
}

/** The server's refusal of the voluntary sections (`general.selectedVoluntarySectionIds…`), if it is one. */
export function readVoluntarySectionsError(error: unknown): ValidationMessageKey | undefined {
  if (!(error instanceof CalculatorApiError)) return undefined;
  const detail = error.details.find((entry) => entry.path.startsWith('general.selectedVoluntarySectionIds'));
  if (!detail) return undefined;
  return isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid';
}
