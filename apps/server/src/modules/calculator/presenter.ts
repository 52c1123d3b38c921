import {
  ALL_ENTITIES_GROUP_NAME,
  type Container,
  createDefaultDataQualityFields,
  DEFAULT_GROUP_NAME,
  FORM_TYPES,
  type FormGroup,
  type Group,
  getFormDefinition,
  type Instance,
  type InstanceSummary,
  type Result,
  type ResultFile,
  resolveYearFactorSources,
  SCOPE3_CATEGORY_IDS,
  scope3CategoryStatusSchema,
  type YearDisclosures,
} from '@carbon-ledger/core';
import type { calculatorResults } from '../../db/schema/calculator.ts';
import { presentYearAssurance } from '../review/assurance.ts';
import type { ContainerRow, GroupRow, InstanceRow, InstanceWithContainer } from './queries.ts';

export type ResultRow = typeof calculatorResults.$inferSelect;

/** The form group of a form type; an unknown type is entered with the Custom form. */
export function presentFormGroup(formType: string): FormGroup {
  const type = getFormDefinition(formType).type;
  return { _id: type, isStatic: false, type, hiddenUI: { analyze: false, impact: false, engage: false } };
}

/** One form group per form type, for the setup answer. */
export const FORM_GROUP_TYPES: readonly FormGroup[] = FORM_TYPES.map(presentFormGroup);

export function presentInstanceSummary(row: InstanceRow): InstanceSummary {
  return { _id: row.id, startDate: row.startDate, endDate: row.endDate, isFrozen: row.isFrozen };
}

/** A container with its instances, newest first (`instances` must already be sorted so). */
export function presentContainer(row: ContainerRow, instances: readonly InstanceRow[]): Container {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    instances: instances.map(presentInstanceSummary),
    updatedAssociationsAt: row.updatedAssociationsAt.toISOString(),
  };
}

export function presentInstance(row: InstanceWithContainer): Instance {
  const factorSources = resolveYearFactorSources(row.factorSources, row.electricityRegion);
  return {
    _id: row.id,
    container: { _id: row.containerId, name: row.containerName, type: row.containerType },
    general: {
      startDate: row.startDate,
      endDate: row.endDate,
      surchargePercent: row.surchargePercent,
      isFrozen: row.isFrozen,
      selectedVoluntarySectionIds: row.selectedVoluntarySectionIds,
      electricityEmissionFactor: { region: row.electricityRegion },
      factorSources: factorSources.sources,
      hasRegionDefaultFactorSources: factorSources.hasRegionDefaults,
    },
    formGroup: presentFormGroup(row.formType),
    formState: { sectionIdsMarkedAsExcluded: row.sectionIdsMarkedAsExcluded },
    disclosures: presentDisclosures(row),
    assurance: presentYearAssurance(row),
    formVersion: row.formVersion,
    invite: null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A group; an empty name reads as the spec's default title (section 9). */
export function presentGroup(row: GroupRow, companyContainerIds: readonly string[]): Group {
  const holdsAll =
    companyContainerIds.length > 0 && companyContainerIds.every((id) => row.containerIds.includes(id));
  return {
    _id: row.id,
    name: row.name || (holdsAll ? ALL_ENTITIES_GROUP_NAME : DEFAULT_GROUP_NAME),
    containers: row.containerIds,
  };
}

const toIso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();

/** A stored result as the API answers it: figures from the kg columns, nothing raw. */
export function presentResult(row: Omit<ResultRow, 'position'>): Result {
  return {
    _id: row.id,
    instance: row.instanceId,
    parent: row.parentId,
    formOptionId: row.formOptionId,
    c1: row.c1,
    c2: row.c2,
    c3: row.c3,
    name: row.name,
    assumptions: row.assumptions,
    notes: row.notes,
    csvId: row.csvId,
    startDate: row.startDate,
    endDate: row.endDate,
    isReviewed: row.isReviewed,
    isExcluded: row.isExcluded,
    isMarkedComplete: row.isMarkedComplete,
    emissionActivityInputs: row.emissionActivityInputs as Result['emissionActivityInputs'],
    genericInputs: row.genericInputs,
    pickedFactorId: row.pickedFactorId,
    userFactor: row.userFactor,
    files: [],
    generatedFromFile: row.generatedFromFile,
    sources: row.sources,
    dataQuality: row.dataQuality ?? createDefaultDataQualityFields(),
    timePeriodFactor: row.timePeriodFactor,
    emissions: row.emissions,
    ghgScope: row.ghgScope,
    figures: {
      scope1: row.kgScope1,
      scope2MarketBased: row.kgScope2Market,
      scope2LocationBased: row.kgScope2Location,
      scope3: row.kgScope3,
      scope3Category: row.scope3Category,
      fuelAndEnergyUpstream: row.kgFuelEnergyUpstream,
      unscoped: row.kgUnscoped,
      total: row.kgTotal,
      locationBasedTotal: row.kgTotalLocation,
      energyKwh: row.kwhEnergy,
      energyFossilKwh: row.kwhFossil,
      energyNuclearKwh: row.kwhNuclear,
      energyRenewableKwh: row.kwhRenewable,
      energyMarketBasedNuclearKwh: row.kwhNuclearMarket,
      energyMarketBasedRenewableKwh: row.kwhRenewableMarket,
      biogenicCo2: row.kgBiogenic,
    },
    factorsUsed: row.factorsUsed,
    calculationIssue: row.calculationIssue,
    distributionPercent: row.distributionPercent,
    formVersion: row.formVersion,
    updatedAt: toIso(row.updatedAt),
  };
}

/** A stored result with the evidence files on it (`filesByResult`: by result id, in upload order). */
export function presentResultWithFiles(
  row: Omit<ResultRow, 'position'>,
  filesByResult: ReadonlyMap<string, readonly ResultFile[]>,
): Result {
  return { ...presentResult(row), files: [...(filesByResult.get(row.id) ?? [])] };
}

/** A year's disclosures from its columns (a stored status that no longer parses is left out). */
export function presentDisclosures(row: InstanceRow): YearDisclosures {
  const statuses: YearDisclosures['scope3CategoryStatuses'] = {};
  for (const [category, entry] of Object.entries(row.scope3CategoryStatuses ?? {})) {
    const parsed = scope3CategoryStatusSchema.safeParse(entry);
    if (parsed.success && SCOPE3_CATEGORY_IDS.includes(category)) {
      statuses[category as keyof typeof statuses] = parsed.data;
    }
  }
  return {
    netRevenue: row.netRevenue,
    residualMix:
      row.residualMixFactor === null
        ? null
        : { factor: row.residualMixFactor, source: row.residualMixSource ?? '' },
    scope3CategoryStatuses: statuses,
    gridLossPercent: row.gridLossPercent,
  };
}
