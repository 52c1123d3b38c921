import type { Instance } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useCan } from '../auth/useCan.ts';
import { engagePaths, isEngageHiddenFor } from './engage-paths.ts';

export type EngageTabProps = {
  target: { kind: 'instance' | 'group'; id: string };
  /** The query string to keep (a group's ?year=), with its '?'. */
  query: string;
  /** The active instances once loaded: their form group may hide Engage. */
  instances: Instance[] | undefined;
  className: (state: { isActive: boolean }) => string;
};

const ENGAGE_GENERATOR_PREFIXES = ['/dashboard/calculator/engage/report/', '/dashboard/calculator/report/g/'];

/** The Engage tab of the calculator: for those with calculatorInstanceEngageTab, unless hidden by hiddenUI. */
export function EngageTab({ target, query, instances, className }: EngageTabProps) {
  const { t } = useTranslation();
  const canEngage = useCan('calculatorInstanceEngageTab');
  const { pathname } = useLocation();
  if (!canEngage || isEngageHiddenFor(instances)) return null;
  // The generator's paths are not below the tab's, yet belong to it.
  const isGenerator = ENGAGE_GENERATOR_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return (
    <li>
      <NavLink
        to={`${engagePaths.tab(target)}${query}`}
        className={({ isActive }) => className({ isActive: isActive || isGenerator })}
        data-testid="tab-engage"
      >
        {t('engage.tab')}
      </NavLink>
    </li>
  );
}
