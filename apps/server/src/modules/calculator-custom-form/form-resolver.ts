import {
  buildCustomFormDefinition,
  CUSTOM_FORM,
  type FormDefinition,
  getCustomFormVersion,
  getFormDefinition,
} from '@carbon-ledger/core';
import { type LoadedCustomForm, listCustomForms, type Queryable } from './queries.ts';

/** Where a year's (or a project's) form comes from: its form type and, for Custom, its project. */
export type FormSource = { containerId: string; formType: string };

/** The form of each source, from what was loaded up front (never a query per row). */
export type FormResolver = (source: FormSource) => FormDefinition;

// A committed composition never changes under its version (every save bumps it), so a built form can be
// kept: rows and requests reuse it and its option index (`findOptionEntry`). The write time is part of the
// key because a save that was rolled back may have built (and kept) a form of the same version number.
const BUILT_FORMS_LIMIT = 500;
const builtForms = new Map<string, FormDefinition>();

function buildStoredForm(companyId: string, stored: LoadedCustomForm): FormDefinition {
  const key = `${companyId}/${stored.containerId}/${stored.version}/${stored.updatedAt.getTime()}`;
  const cached = builtForms.get(key);
  if (cached) return cached;
  const form: FormDefinition = {
    ...buildCustomFormDefinition(stored.composition),
    version: getCustomFormVersion(stored.version),
  };
  if (builtForms.size >= BUILT_FORMS_LIMIT) {
    const oldest = builtForms.keys().next().value;
    if (oldest !== undefined) builtForms.delete(oldest);
  }
  builtForms.set(key, form);
  return form;
}

/** Whether a form type is entered with a project's own composition (an unknown type reads as Custom). */
export function isCustomFormType(formType: string): boolean {
  return getFormDefinition(formType).type === 'custom';
}

/**
 * Loads the forms of many years or projects with one query: shipped types get their shipped form, a
 * Custom project its stored composition built with `buildCustomFormDefinition` (version `custom-<n>`),
 * or the empty Custom form while it has none.
 */
export async function loadFormResolver(
  db: Queryable,
  companyId: string,
  sources: readonly FormSource[],
): Promise<FormResolver> {
  const customIds = sources
    .filter((source) => isCustomFormType(source.formType))
    .map((source) => source.containerId);
  const stored = await listCustomForms(db, companyId, customIds);
  const byContainer = new Map(stored.map((form) => [form.containerId, form]));
  return (source) => {
    if (!isCustomFormType(source.formType)) return getFormDefinition(source.formType);
    const form = byContainer.get(source.containerId);
    return form ? buildStoredForm(companyId, form) : CUSTOM_FORM;
  };
}

/** The form of one year or project. */
export async function resolveForm(
  db: Queryable,
  companyId: string,
  source: FormSource,
): Promise<FormDefinition> {
  return (await loadFormResolver(db, companyId, [source]))(source);
}
