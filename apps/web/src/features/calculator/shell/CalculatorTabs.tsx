import type { Instance } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EngageTab } from '../../engage/EngageTab.tsx';
import { ImpactTab } from '../../impact/ImpactTab.tsx';
import { LogsTab } from '../logs/LogsTab.tsx';
import { calculatorPaths } from './calculator-scope.ts';

export type CalculatorTabsProps = {
  target: { kind: 'instance' | 'group'; id: string };
  /** The query string to keep (a group's ?year=). */
  search: string;
  isAnalyzeHidden: boolean;
  /** The active instances once loaded (their form group may hide Engage). */
  loadedInstances?: Instance[] | undefined;
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `-mb-px block whitespace-nowrap border-b-2 px-2 py-2.5 text-sm font-medium sm:px-3 ${
    isActive
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`;

/** The views of the calculator: Inputs and Analyze (Impact and Engage come later). Links, with aria-current. */
export function CalculatorTabs({ target, search, isAnalyzeHidden, loadedInstances }: CalculatorTabsProps) {
  const { t } = useTranslation();
  const query = search ? `?${search}` : '';
  return (
    <nav aria-label={t('calculatorShell.topBar.tabs')} className="border-t border-slate-200 px-4">
      {/* Five tabs do not fit a phone's width in one line: they wrap rather than widen the page. */}
      <ul className="flex flex-wrap gap-x-1 sm:gap-x-2">
        <li>
          <NavLink
            to={`${calculatorPaths.inputs(target)}${query}`}
            className={tabClass}
            data-testid="tab-inputs"
          >
            {t('calculatorShell.topBar.inputs')}
          </NavLink>
        </li>
        {!isAnalyzeHidden && (
          <li>
            <NavLink
              to={`${calculatorPaths.analyze(target)}${query}`}
              className={tabClass}
              data-testid="tab-analyze"
            >
              {t('calculatorShell.topBar.analyze')}
            </NavLink>
          </li>
        )}
        <ImpactTab target={target} query={query} instances={loadedInstances} className={tabClass} />
        <EngageTab target={target} query={query} instances={loadedInstances} className={tabClass} />
        <LogsTab target={target} className={tabClass} />
      </ul>
    </nav>
  );
}
