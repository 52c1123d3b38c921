import {
  defaultFactorSources,
  describeFactorSource,
  type FactorSourceKind,
  type FactorSources,
  FUEL_FACTOR_SOURCES,
  GRID_FACTOR_SOURCES,
  type InstanceGeneral,
  isValidationMessageKey,
  SPEND_FACTOR_SOURCES,
} from '@carbon-ledger/core';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import type { SelectOption } from '../../../components/form/SelectField.tsx';
import { CalculatorApiError } from '../api/calculator-api.ts';

/** The sources of a year as its settings edit them: following the region, or the ones chosen. */
export type FactorSourcesDraft = { isRegionDefault: boolean; chosen: FactorSources };

const SOURCES_OF_KIND: { [K in FactorSourceKind]: readonly FactorSources[K][] } = {
  fuels: FUEL_FACTOR_SOURCES,
  grid: GRID_FACTOR_SOURCES,
  spend: SPEND_FACTOR_SOURCES,
  travelWaste: FUEL_FACTOR_SOURCES,
};

/** The saved year's sources as a draft: its choice, or its region's defaults to start choosing from. */
export function toFactorSourcesDraft(
  general: Pick<InstanceGeneral, 'factorSources' | 'hasRegionDefaultFactorSources'>,
): FactorSourcesDraft {
  return { isRegionDefault: general.hasRegionDefaultFactorSources, chosen: general.factorSources };
}

/**
 * Leaves the region's defaults (or goes back to them). Choosing starts from the defaults of the region
 * the dialog shows now, which may not be the saved one.
 */
export function setFollowsRegion(draft: FactorSourcesDraft, isRegionDefault: boolean, region: string) {
  return { isRegionDefault, chosen: isRegionDefault ? draft.chosen : defaultFactorSources(region) };
}

/** The sources in force with the draft: the chosen ones, or the defaults of the region shown. */
export function getDraftSources(draft: FactorSourcesDraft, region: string): FactorSources {
  return draft.isRegionDefault ? defaultFactorSources(region) : draft.chosen;
}

/** What the year's `general.factorSources` is sent as: null follows the region. */
export function toFactorSourcesInput(draft: FactorSourcesDraft): FactorSources | null {
  return draft.isRegionDefault ? null : draft.chosen;
}

/** Tells whether saving the draft changes which sources the year stores (and so needs a preview). */
export function isFactorSourcesChanged(
  saved: Pick<InstanceGeneral, 'factorSources' | 'hasRegionDefaultFactorSources'>,
  draft: FactorSourcesDraft,
): boolean {
  if (saved.hasRegionDefaultFactorSources || draft.isRegionDefault) {
    return saved.hasRegionDefaultFactorSources !== draft.isRegionDefault;
  }
  return (Object.keys(SOURCES_OF_KIND) as FactorSourceKind[]).some(
    (kind) => saved.factorSources[kind] !== draft.chosen[kind],
  );
}

/** The sources a kind can be set to, by their full names in the page's language. */
export function listFactorSourceOptions(kind: FactorSourceKind, lang: string): SelectOption[] {
  return SOURCES_OF_KIND[kind].map((source) => ({
    value: source,
    label: describeFactorSource(kind, source as never, lang),
  }));
}

/** The draft with one kind set to the value a select gave (an unknown value changes nothing). */
export function chooseFactorSource(
  draft: FactorSourcesDraft,
  kind: FactorSourceKind,
  value: string,
): FactorSourcesDraft {
  if (!(SOURCES_OF_KIND[kind] as readonly string[]).includes(value)) return draft;
  return { ...draft, chosen: { ...draft.chosen, [kind]: value } };
}

/** The server's refusals of the sources (`general.factorSources.grid` …), keyed like the client's check. */
export function readFactorSourcesErrors(error: unknown): FieldErrors {
  if (!(error instanceof CalculatorApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details) {
    if (!detail.path.startsWith('general.factorSources.')) continue;
    const path = detail.path.slice('general.'.length);
    errors[path] ??= isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid';
  }
  return errors;
}
