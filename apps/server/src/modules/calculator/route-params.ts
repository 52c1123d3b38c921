import { CAPABILITY_MINIMUM_ROLES, type RoutePolicy } from '@carbon-ledger/core';
import { z } from 'zod';

/** `:id` of a calculator entity: a uuid (anything else is a 400 naming `id`). */
export const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * Changing results: the minimum role of the `calculatorResults` capability. Not `requireCapability`:
 * `calculatorResults` is also a named permission whose frozen-instance condition needs the instance, which
 * a route policy does not have; the service enforces that condition (409 on a frozen year).
 */
export const CALCULATOR_RESULTS_POLICY: RoutePolicy = {
  kind: 'role',
  minRole: CAPABILITY_MINIMUM_ROLES.calculatorResults,
};
