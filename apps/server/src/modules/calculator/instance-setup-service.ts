import {
  CUSTOM_FORM,
  type FormDefinition,
  type InstancesSetupResponse,
  presentForm,
  TOP_SOURCES_LIMIT,
} from '@carbon-ledger/core';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import { loadContainerTargets } from '../reduction/targets-service.ts';
import { aggregateInstances, listTopSources } from './aggregation-queries.ts';
import { presentInstance } from './presenter.ts';
import {
  listInstancesOfContainers,
  type Queryable,
  requireContainerIds,
  requireInstances,
} from './queries.ts';

/** `instances/setup` without its form: the figures of the instances and the form definition to serve. */
export type InstancesState = {
  setup: Omit<InstancesSetupResponse, 'form'>;
  formDefinition: FormDefinition;
};

/**
 * The calculator state of the instances open together (one year, or a year of a group): totals in SQL,
 * section figures, progress marks, top sources, and the definition of the form they are entered with.
 */
export async function loadInstancesState(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<InstancesState> {
  const instances = await requireInstances(db, companyId, instanceIds);
  const ids = instances.map((instance) => instance.id);
  // The reads side by side on pool connections of their own (never called inside a transaction, where one
  // connection cannot run overlapping queries): a visit waits for the slowest, not for their sum, and on
  // the embedded database it queues once rather than once per read.
  // The form of the first year that has a calculator form: an ESG year (answered in its VSME form) next
  // to a Corporate one in a group must not leave the group's Inputs without sections.
  const first = instances.find((instance) => instance.formType !== 'esg') ?? instances[0];
  const [aggregation, topSources, formDefinition, targets] = await Promise.all([
    aggregateInstances(db, companyId, ids),
    listTopSources(db, companyId, ids, TOP_SOURCES_LIMIT),
    first ? resolveForm(db, companyId, first) : CUSTOM_FORM,
    loadContainerTargets(
      db,
      companyId,
      instances.map((instance) => instance.containerId),
    ),
  ]);
  return {
    setup: {
      aggregatedResults: aggregation.aggregatedResults,
      formSectionAggregations: aggregation.sections.market,
      formSectionLocationBasedAggregations: aggregation.sections.location,
      sectionProgress: aggregation.progress,
      topSources,
      instances: instances.map(presentInstance),
      invitedOptionGroupIds: [],
      invitedSectionIds: [],
      targets,
      serviceConnectors: [],
    },
    formDefinition,
  };
}

/**
 * `instances/setup`: the calculator state of the instances open together and the form in `lang`.
 */
export async function loadInstancesSetup(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  lang: 'en' | 'de',
): Promise<InstancesSetupResponse> {
  const { setup, formDefinition } = await loadInstancesState(db, companyId, instanceIds);
  return { ...setup, form: presentForm(formDefinition, lang) };
}

/** `instances/list`: the instances named, plus every instance of the containers named. */
export async function listInstances(
  db: Queryable,
  companyId: string,
  query: { instances?: string[] | undefined; containers?: string[] | undefined },
) {
  const named = await requireInstances(db, companyId, query.instances ?? []);
  const containerIds = [...new Set(query.containers ?? [])];
  if (containerIds.length > 0) await requireContainerIds(db, companyId, containerIds);
  const ofContainers = await listInstancesOfContainers(db, companyId, containerIds);
  const seen = new Set<string>();
  return [...named, ...ofContainers]
    .filter((instance) => !seen.has(instance.id) && seen.add(instance.id))
    .map(presentInstance);
}
