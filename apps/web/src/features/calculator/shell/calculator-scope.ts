import type { Container, Group, InstancesSetupResponse } from '@carbon-ledger/core';
import { createContext, useContext } from 'react';

/**
 * What the Inputs and Analyze pages work on, resolved by `CalculatorLayout` from the route
 * (`/…/i/:instance`, `/…/:instance`, `/…/g/:group`) and the year picker.
 */
export type CalculatorScope = {
  kind: 'instance' | 'group';
  /** The active instances: one, or every instance of the group's containers with the selected year label. */
  instanceIds: string[];
  /** The container of a single instance. */
  container: Container | undefined;
  /** The active group. */
  group: Group | undefined;
  /** A group's ESG projects, answered in their own VSME form and not part of these views. */
  esgProjects?: { name: string; instanceId: string | undefined }[];
  /** Title of the scope: the container's name or the group's name (or its default title). */
  title: string;
  /** The selected year label ('2025', or '2024 - 2025'). */
  yearLabel: string;
  /** `instances/setup` of the active instances, in the UI language (loaded before any page renders). */
  setup: InstancesSetupResponse;
  /** True when every active instance is frozen or the user may not change results (viewer). */
  isReadOnly: boolean;
  /** Refetches the setup and everything else of the calculator (after a save). */
  refresh: () => Promise<unknown>;
};

export const CalculatorScopeContext = createContext<CalculatorScope | undefined>(undefined);

/** The scope of the calculator page being shown; only inside `CalculatorLayout`. */
export function useCalculatorScope(): CalculatorScope {
  const scope = useContext(CalculatorScopeContext);
  if (!scope) throw new Error('useCalculatorScope is used outside CalculatorLayout');
  return scope;
}

/** Paths of the calculator views for an instance or a group. */
export const calculatorPaths = {
  instances: (instanceId?: string) =>
    instanceId ? `/dashboard/calculator/${instanceId}` : '/dashboard/calculator',
  group: (groupId: string) => `/dashboard/calculator/g/${groupId}`,
  create: () => '/dashboard/calculator/create',
  /** The VSME form of an ESG year (ESG years have no Inputs). */
  esg: (instanceId: string) => `/dashboard/calculator/esg/${instanceId}`,
  inputs: (scope: { kind: 'instance' | 'group'; id: string }) =>
    scope.kind === 'group'
      ? `/dashboard/calculator/form/g/${scope.id}`
      : `/dashboard/calculator/form/i/${scope.id}`,
  analyze: (scope: { kind: 'instance' | 'group'; id: string }) =>
    scope.kind === 'group'
      ? `/dashboard/calculator/emissions/g/${scope.id}`
      : `/dashboard/calculator/emissions/${scope.id}`,
  impact: (scope: { kind: 'instance' | 'group'; id: string }) =>
    scope.kind === 'group'
      ? `/dashboard/calculator/reduce/g/${scope.id}`
      : `/dashboard/calculator/reduce/${scope.id}`,
  engage: (scope: { kind: 'instance' | 'group'; id: string }) =>
    scope.kind === 'group'
      ? `/dashboard/calculator/engage/g/${scope.id}`
      : `/dashboard/calculator/engage/${scope.id}`,
};
