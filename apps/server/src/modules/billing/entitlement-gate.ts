import { decideEntitlement, getDisplayContainerType, type Product } from '@carbon-ledger/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  calculatorContainers,
  calculatorGroupContainers,
  calculatorInstances,
  calculatorResults,
} from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';
import { loadCompanySubscriptions } from './company-subscriptions.ts';
import { loadCompanyTrials } from './trials.ts';

/** The calculator years, projects or form types a request works on: each form type met must be entitled. */
export type CalculatorTarget = {
  readonly instances?: readonly string[];
  readonly containers?: readonly string[];
  readonly formTypes?: readonly string[];
  /** Groups: the types of the projects they hold. */
  readonly groups?: readonly string[];
  /** Stored results (e.g. ones to delete): the form types of their years. */
  readonly results?: readonly string[];
};

/**
 * What a route needs besides its access policy: a product, or the calculator for the form types of the
 * request's years or projects (read from the validated body or params, or looked up for a stored record
 * such as a report or a target: `companyId` is the session's or the invite's company).
 */
export type EntitlementRequirement =
  | { readonly product: Exclude<Product, 'calculator'> }
  | {
      readonly product: 'calculator';
      readonly target: (
        request: FastifyRequest,
        lookup: { db: Database; companyId: string },
      ) => CalculatorTarget | Promise<CalculatorTarget>;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The product the route belongs to; with billing on, the company must be entitled to it (402). */
    entitlement?: EntitlementRequirement;
  }
}

/** The calculator requirement for routes whose body names the years in `instances`. */
export const CALCULATOR_BY_BODY_INSTANCES: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ instances: (request.body as { instances?: string[] }).instances ?? [] }),
};

/** The calculator requirement for routes on one year, `:id` in the path. */
export const CALCULATOR_BY_INSTANCE_PARAM: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ instances: [(request.params as { id: string }).id] }),
};

/** The calculator requirement for routes on one project, `:id` in the path. */
export const CALCULATOR_BY_CONTAINER_PARAM: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ containers: [(request.params as { id: string }).id] }),
};

/** A reduction plan or report scope: a project's (container) or a group's. */
export function targetOfPlan(plan: { kind: string; id: string } | null | undefined): CalculatorTarget {
  if (!plan) return {};
  return plan.kind === 'group' ? { groups: [plan.id] } : { containers: [plan.id] };
}

async function formTypesOf(db: Database, companyId: string, target: CalculatorTarget): Promise<Set<string>> {
  const formTypes = new Set(target.formTypes ?? []);
  const instanceIds = [...new Set(target.instances ?? [])];
  const containerIds = [...new Set(target.containers ?? [])];
  const resultIds = [...new Set(target.results ?? [])];
  const groupIds = [...new Set(target.groups ?? [])];
  if (groupIds.length > 0) {
    const rows = await db
      .selectDistinct({ type: calculatorContainers.type })
      .from(calculatorGroupContainers)
      .innerJoin(
        calculatorContainers,
        and(
          eq(calculatorContainers.companyId, calculatorGroupContainers.companyId),
          eq(calculatorContainers.id, calculatorGroupContainers.containerId),
        ),
      )
      .where(
        and(
          eq(calculatorGroupContainers.companyId, companyId),
          inArray(calculatorGroupContainers.groupId, groupIds),
        ),
      );
    for (const row of rows) formTypes.add(row.type);
  }
  if (resultIds.length > 0) {
    const rows = await db
      .selectDistinct({ formType: calculatorInstances.formType })
      .from(calculatorResults)
      .innerJoin(
        calculatorInstances,
        and(
          eq(calculatorInstances.companyId, calculatorResults.companyId),
          eq(calculatorInstances.id, calculatorResults.instanceId),
        ),
      )
      .where(and(eq(calculatorResults.companyId, companyId), inArray(calculatorResults.id, resultIds)));
    for (const row of rows) formTypes.add(row.formType);
  }
  if (instanceIds.length > 0) {
    const rows = await db
      .select({ formType: calculatorInstances.formType })
      .from(calculatorInstances)
      .where(and(eq(calculatorInstances.companyId, companyId), inArray(calculatorInstances.id, instanceIds)));
    for (const row of rows) formTypes.add(row.formType);
  }
  if (containerIds.length > 0) {
    const rows = await db
      .select({ type: calculatorContainers.type })
      .from(calculatorContainers)
      .where(
        and(eq(calculatorContainers.companyId, companyId), inArray(calculatorContainers.id, containerIds)),
      );
    for (const row of rows) formTypes.add(row.type);
  }
  return formTypes;
}

/**
 * Answers 402 SUBSCRIPTION_REQUIRED when the route's product (or a form type of the calculator years it
 * works on) is not entitled by the one policy. With billing off nothing is checked and nothing is read.
 * Runs after validation, so the target is read from the parsed body; ids of other companies or unknown
 * ids add no form type and are left to the handler (404).
 */
export function registerEntitlementGate(
  app: FastifyInstance,
  billing: Pick<BillingConfig, 'mode'>,
  db: Database,
): void {
  if (billing.mode === 'off') return;
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const requirement = request.routeOptions.config.entitlement;
    // A signed-in member works for their company; an invite link for the company that sent it.
    const companyId = request.actor?.companyId ?? request.invite?.companyId;
    if (!requirement || !companyId) return;
    const subscriptions = await loadCompanySubscriptions(db, billing, companyId);
    const context = { billingMode: billing.mode, subscriptions };
    if (requirement.product !== 'calculator') {
      // A trial counts only as the server recorded it (one per company and product, with its end): nothing
      // the request says about a trial is read.
      const trials = await loadCompanyTrials(db, companyId);
      if (!decideEntitlement({ ...context, trials }, { product: requirement.product }).isAllowed)
        throw refusal(requirement.product);
      return;
    }
    const target = await requirement.target(request, { db, companyId });
    const formTypes = await formTypesOf(db, companyId, target);
    for (const formType of formTypes) {
      // An unknown stored type is shown as Custom (see the containers table).
      const type = getDisplayContainerType(formType);
      if (!decideEntitlement(context, { product: 'calculator', formType: type }).isAllowed)
        throw refusal('calculator', type);
    }
  });
}

function refusal(product: Product, formType?: string): AppError {
  const what = formType ? `${product} (${formType})` : product;
  return new AppError(
    'SUBSCRIPTION_REQUIRED',
    `This needs a paid subscription of ${what}. See the plans to subscribe.`,
    [
      {
        path: formType
          ? `subscriptions.calculator.formTypeSubscriptions.${formType}`
          : `subscriptions.${product}`,
        message: 'subscription required',
      },
    ],
  );
}

type ResultChange = { instance: string };
type ManageBody = {
  results: { toCreate: ResultChange[]; toUpdate: ResultChange[]; toDelete: string[] };
  aggregateFormSectionsForInstances: string[];
};

/** `results/manage`: the years of created and changed rows, of the deleted rows and of the totals asked. */
export const CALCULATOR_BY_MANAGED_RESULTS: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => {
    const body = request.body as ManageBody;
    return {
      instances: [
        ...body.results.toCreate.map((result) => result.instance),
        ...body.results.toUpdate.map((result) => result.instance),
        ...body.aggregateFormSectionsForInstances,
      ],
      results: body.results.toDelete,
    };
  },
};

/** The bulk import: the years it writes into. */
export const CALCULATOR_BY_IMPORT: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({
    instances: (request.body as { baseQuery: { instances: string[] } }).baseQuery.instances,
  }),
};

/** A new year of a project (its type) or a new project (the type asked). */
export const CALCULATOR_BY_NEW_INSTANCE: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => {
    const container = (request.body as { container: string | { type: string } }).container;
    return typeof container === 'string' ? { containers: [container] } : { formTypes: [container.type] };
  },
};
