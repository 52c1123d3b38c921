import { type FormDefinition, getFormDefinition } from '@carbon-ledger/core';

/** What computing a row needs to know about its instance (year, region, surcharge, form). */
export type InstanceContext = {
  id: string;
  /** The instance's start year: the edition year of its factors and the default spend year. */
  year: number;
  region: string;
  surchargePercent: number;
  formType: string;
  form: FormDefinition;
};

/** Builds the context from an instance's stored fields, with today's form of its type. */
export function buildInstanceContext(instance: {
  id: string;
  startDate: string;
  electricityRegion: string;
  surchargePercent: number;
  formType: string;
}): InstanceContext {
  return {
    id: instance.id,
    year: Number(instance.startDate.slice(0, 4)),
    region: instance.electricityRegion,
    surchargePercent: instance.surchargePercent,
    formType: instance.formType,
    form: getFormDefinition(instance.formType),
  };
}
