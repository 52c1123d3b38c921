import {
  CUSTOM_FORM,
  type CustomFormComposition,
  type CustomFormFactor,
  type CustomFormResponse,
  type CustomFormUsage,
  getCustomFormVersion,
} from '@carbon-ledger/core';
import type { ContainerRow } from '../calculator/queries.ts';
import { presentFactorSummary } from '../factors/presenter.ts';
import type { LibraryFactorRow } from './queries.ts';

/** A library factor as the composer shows it (a shipped factor: never a company's own). */
export function presentComposedFactor(row: LibraryFactorRow): CustomFormFactor {
  return { ...presentFactorSummary({ ...row, companyId: null }), lineageKey: row.lineageKey };
}

/** What the composer of a Custom project reads: the composition with its versions, factors and usage. */
export function presentCustomForm(input: {
  container: ContainerRow;
  stored: { composition: CustomFormComposition; version: number } | undefined;
  factors: Iterable<LibraryFactorRow>;
  usage: CustomFormUsage[];
}): CustomFormResponse {
  const { container, stored } = input;
  return {
    container: { _id: container.id, name: container.name, type: container.type },
    composition: stored?.composition ?? { version: CUSTOM_FORM.version, sections: [] },
    version: stored?.version ?? 0,
    formVersion: stored ? getCustomFormVersion(stored.version) : CUSTOM_FORM.version,
    factors: [...input.factors].map(presentComposedFactor),
    usage: input.usage,
  };
}
