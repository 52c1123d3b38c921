import { type FactorSources, type FormDefinition, resolveYearFactorSources } from '@carbon-ledger/core';
import { loadFormResolver } from '../../calculator-custom-form/form-resolver.ts';
import type { Queryable } from '../queries.ts';

/** What computing a row needs to know about its instance (year, region, surcharge, form). */
export type InstanceContext = {
  id: string;
  /** The instance's start year: the edition year of its factors and the default spend year. */
  year: number;
  region: string;
  surchargePercent: number;
  formType: string;
  form: FormDefinition;
  /** The year's residual-mix factor (kg CO2e/kWh) for market-based electricity without a contract. */
  residualMix: { factor: number; source: string } | null;
  /** The year's factor source per kind of activity: the ones chosen for it, else its region's defaults. */
  factorSources: FactorSources;
  /**
   * Transmission and distribution losses in percent of the electricity put into the grid, entered for the
   * year; null: an Ember-priced row says they are not included.
   */
  gridLossPercent: number | null;
};

type ContextFields = {
  id: string;
  containerId: string;
  startDate: string;
  electricityRegion: string;
  surchargePercent: number;
  formType: string;
  residualMixFactor?: number | null;
  residualMixSource?: string | null;
  /** The sources stored for the year; null or absent: its region's defaults. */
  factorSources?: unknown;
  gridLossPercent?: number | null;
};

/** Builds the context from an instance's stored fields and its form (`loadFormResolver`). */
export function buildInstanceContext(instance: ContextFields, form: FormDefinition): InstanceContext {
  return {
    id: instance.id,
    year: Number(instance.startDate.slice(0, 4)),
    region: instance.electricityRegion,
    surchargePercent: instance.surchargePercent,
    formType: instance.formType,
    form,
    residualMix:
      typeof instance.residualMixFactor === 'number'
        ? { factor: instance.residualMixFactor, source: instance.residualMixSource ?? '' }
        : null,
    factorSources: resolveYearFactorSources(instance.factorSources, instance.electricityRegion).sources,
    gridLossPercent: typeof instance.gridLossPercent === 'number' ? instance.gridLossPercent : null,
  };
}

/**
 * The contexts of the instances a request touches, by id, with today's form of each: the shipped form
 * of its type, or its Custom project's composition (all loaded with one query).
 */
export async function loadInstanceContexts(
  db: Queryable,
  companyId: string,
  instances: Iterable<ContextFields>,
): Promise<Map<string, InstanceContext>> {
  const rows = [...instances];
  const resolve = await loadFormResolver(db, companyId, rows);
  return new Map(rows.map((row) => [row.id, buildInstanceContext(row, resolve(row))]));
}
