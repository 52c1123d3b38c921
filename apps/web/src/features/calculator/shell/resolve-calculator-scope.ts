import {
  type CalculatorSetupResponse,
  type Container,
  findNewestInstance,
  type Group,
  getDisplayContainerType,
  getInstanceYearLabel,
  listYearOptions,
  pickYearOption,
  type YearOption,
} from '@carbon-ledger/core';

/** The route parameters the calculator views carry. */
export type CalculatorRouteParams = { instance?: string | undefined; group?: string | undefined };

/** Where the route points, before the instances' setup is loaded. */
export type ResolvedCalculatorScope =
  | {
      status: 'found';
      kind: 'instance' | 'group';
      /** The instance id of the route, or the group id. */
      id: string;
      instanceIds: string[];
      container: Container | undefined;
      group: Group | undefined;
      /** The containers in view: the instance's, or the group's (in the group's order). */
      containers: Container[];
      /**
       * The group's ESG projects, which are answered in their VSME form, not in the calculator views: each
       * with its newest year to link to (none for a project without years).
       */
      esgProjects: { name: string; instanceId: string | undefined }[];
      /** Entries of the year picker, newest first (collapsed by label for a group). */
      yearOptions: YearOption[];
      yearLabel: string;
      /** The container's name, or the group's stored name (may be blank: the page gives the default). */
      title: string;
    }
  /** An unknown instance or group id (or one of another company). */
  | { status: 'not-found' }
  /** A group whose projects (ESG ones aside) have no year at all. */
  | { status: 'empty-group'; group: Group };

/**
 * Resolves what the calculator views work on from the company's setup, the route and the query string
 * (`?year=<label>` for a group; an unknown year falls back to the newest available one).
 */
export function resolveCalculatorScope(
  setup: Pick<CalculatorSetupResponse, 'containers' | 'groups'>,
  params: CalculatorRouteParams,
  search: string | URLSearchParams,
): ResolvedCalculatorScope {
  if (params.group) {
    const group = setup.groups.find((candidate) => candidate._id === params.group);
    if (!group) return { status: 'not-found' };
    const members = group.containers
      .map((containerId) => setup.containers.find((container) => container._id === containerId))
      .filter((container): container is Container => container !== undefined);
    // An ESG year has no calculator form: its project is named on the page, not opened in Inputs.
    const isEsg = (container: Container) => getDisplayContainerType(container.type) === 'esg';
    const containers = members.filter((container) => !isEsg(container));
    const esgProjects = members.filter(isEsg).map((container) => ({
      name: container.name,
      instanceId: findNewestInstance(container.instances)?._id,
    }));
    const yearOptions = listYearOptions(
      containers.flatMap((container) => container.instances),
      true,
    );
    const query = typeof search === 'string' ? new URLSearchParams(search) : search;
    const option = pickYearOption(yearOptions, query.get('year') ?? undefined);
    if (!option) return { status: 'empty-group', group };
    return {
      status: 'found',
      kind: 'group',
      id: group._id,
      instanceIds: option.instanceIds,
      container: undefined,
      group,
      containers,
      esgProjects,
      yearOptions,
      yearLabel: option.label,
      title: group.name,
    };
  }
  if (params.instance) {
    const instanceId = params.instance;
    const container = setup.containers.find((candidate) =>
      candidate.instances.some((instance) => instance._id === instanceId),
    );
    const instance = container?.instances.find((candidate) => candidate._id === instanceId);
    if (!container || !instance) return { status: 'not-found' };
    return {
      status: 'found',
      kind: 'instance',
      id: instanceId,
      instanceIds: [instanceId],
      container,
      group: undefined,
      containers: [container],
      esgProjects: [],
      yearOptions: listYearOptions(container.instances, false),
      yearLabel: getInstanceYearLabel(instance),
      title: container.name,
    };
  }
  return { status: 'not-found' };
}
