import type { Instance } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';
import { isImpactHiddenFor } from './impact-visibility.ts';

export type ImpactTabProps = {
  target: { kind: 'instance' | 'group'; id: string };
  /** The query string to keep (a group's ?year=), with its '?'. */
  query: string;
  /** The active instances once loaded: their form group may hide Impact. */
  instances: Instance[] | undefined;
  className: (state: { isActive: boolean }) => string;
};

/** The Impact tab of the calculator (reduction ideas and targets), unless the form group hides it. */
export function ImpactTab({ target, query, instances, className }: ImpactTabProps) {
  const { t } = useTranslation();
  if (isImpactHiddenFor(instances)) return null;
  return (
    <li>
      <NavLink
        to={`${calculatorPaths.impact(target)}${query}`}
        className={className}
        data-testid="tab-impact"
      >
        {t('impact.title')}
      </NavLink>
    </li>
  );
}
