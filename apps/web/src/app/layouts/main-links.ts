import { decideEntitlement, type EntitlementContext } from '@carbon-ledger/core';
import {
  canOpenWorkforce,
  WORKFORCE_HOME,
  WORKFORCE_SUBSCRIBE,
} from '../../features/workforce/workforce-access.ts';
import { NEWS_PATH, SOLUTIONS_CATALOGUE_PATH } from '../paths.ts';

export type MainLink = {
  to: string;
  labelKey:
    | 'calculator.projectsTitle'
    | 'factors.navLabel'
    | 'nav.workforce'
    | 'nav.insights'
    | 'nav.news'
    | 'nav.solutions';
};

/**
 * The main navigation of the signed-in workspace, in the top bar and in the phone menu: every module
 * this version has pages for, and the solutions catalogue for the others. A module the company may not
 * use now (by the one entitlement policy) leads to its subscribe page; until the session and the
 * installation's billing mode are known, it leads to the module, whose guard decides.
 */
export function listMainLinks(context: EntitlementContext | undefined): MainLink[] {
  const workforcePath = !context || canOpenWorkforce(context) ? WORKFORCE_HOME : WORKFORCE_SUBSCRIBE;
  const insightsPath =
    !context || decideEntitlement(context, { product: 'climateAnalytics' }).isAllowed
      ? '/dashboard/insights'
      : '/dashboard/insights/subscribe';
  return [
    { to: '/dashboard/calculator', labelKey: 'calculator.projectsTitle' },
    { to: '/dashboard/factors', labelKey: 'factors.navLabel' },
    { to: workforcePath, labelKey: 'nav.workforce' },
    { to: insightsPath, labelKey: 'nav.insights' },
    { to: NEWS_PATH, labelKey: 'nav.news' },
    { to: SOLUTIONS_CATALOGUE_PATH, labelKey: 'nav.solutions' },
  ];
}
