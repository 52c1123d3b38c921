import {
  decideEntitlement,
  type EntitlementContext,
  getEffectiveRole,
  hasRoleAtLeast,
  WORKFORCE_MANAGE_ROLE,
} from '@carbon-ledger/core';

export const WORKFORCE_HOME = '/dashboard/workforce';
export const WORKFORCE_SUBSCRIBE = '/dashboard/workforce/subscribe';
export const EMPLOYEES_PATH = '/dashboard/workforce/manage/employees';
export const TEAM_EMPLOYEES_PATH = '/dashboard/workforce/manage/employees/team';
export const TEAMS_PATH = '/dashboard/workforce/manage/teams';
export const FAQS_PATH = '/workforce/faqs';

/** The trial query flag of the workforce home (spec section 4): `?trial=true` (or `?trial`). */
export function hasTrialFlag(search: string): boolean {
  const value = new URLSearchParams(search).get('trial');
  return value !== null && value !== 'false' && value !== '0';
}

/**
 * May the company open Workforce? The one entitlement policy: billing off, a paid (or invoiced, not yet
 * due nor past due) period, or the company's trial the server recorded, until it ends.
 */
export function canOpenWorkforce(context: EntitlementContext): boolean {
  return decideEntitlement(context, { product: 'workforce' }).isAllowed;
}

/** Editors and above add and remove employees and change teams (viewers read). */
export function canManageWorkforce(user: { role: string; isSitewideAdmin: boolean } | undefined): boolean {
  if (!user) return false;
  return hasRoleAtLeast(getEffectiveRole(user), WORKFORCE_MANAGE_ROLE);
}

/**
 * The emails of a pasted text, separated by commas, semicolons, spaces or new lines; empty pieces are
 * dropped. Each is checked by the server, which names the ones to correct.
 */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter((piece) => piece !== '');
}
