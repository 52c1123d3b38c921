import type { Instance } from '@carbon-ledger/core';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';

type Target = { kind: 'instance' | 'group'; id: string };

/** Paths of the Engage tab, its report generator and the public report page (spec section 2). */
export const engagePaths = {
  tab: (target: Target) => calculatorPaths.engage(target),
  generator: (target: Target) =>
    target.kind === 'group'
      ? `/dashboard/calculator/engage/report/g/${target.id}`
      : `/dashboard/calculator/engage/report/${target.id}`,
  publicReport: (publicId: string) => `/reports/${publicId}`,
};

/** The address of a public report to share: absolute, on the origin the app is served from. */
export function getPublicReportUrl(publicId: string, origin: string = window.location.origin): string {
  return `${origin}${engagePaths.publicReport(publicId)}`;
}

/** True when every active instance's form group hides Engage (then the view redirects to Inputs). */
export function isEngageHiddenFor(instances: readonly Pick<Instance, 'formGroup'>[] | undefined): boolean {
  const list = instances ?? [];
  return list.length > 0 && list.every((instance) => instance.formGroup.hiddenUI.engage);
}

/** A query string with `report` set (or removed), keeping the rest (a group's ?year=). */
export function withReportParam(search: string, reportId: string | undefined): string {
  const params = new URLSearchParams(search);
  if (reportId) params.set('report', reportId);
  else params.delete('report');
  const query = params.toString();
  return query ? `?${query}` : '';
}
