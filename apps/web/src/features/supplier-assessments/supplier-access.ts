import {
  decideEntitlement,
  type EntitlementContext,
  getEffectiveRole,
  hasRoleAtLeast,
  SUPPLIERS_MANAGE_ROLE,
} from '@carbon-ledger/core';

export const SUPPLIERS_PATH = '/dashboard/assessments/suppliers';
export const ASSESSMENTS_SUBSCRIBE = '/dashboard/products/assessments';

/** May the company open supplier assessments? A paid assessments period, or billing off (spec section 2). */
export function canOpenSupplierAssessments(context: EntitlementContext): boolean {
  return decideEntitlement(context, { product: 'assessments' }).isAllowed;
}

/** Editors and above add, change and delete suppliers and their reports (viewers read). */
export function canManageSuppliers(user: { role: string; isSitewideAdmin: boolean } | undefined): boolean {
  if (!user) return false;
  return hasRoleAtLeast(getEffectiveRole(user), SUPPLIERS_MANAGE_ROLE);
}
