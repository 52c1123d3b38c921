import type { Container, Instance } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InviteButton } from '../../calculator-invites/InviteButton.tsx';
import { CalculatorTabs } from './CalculatorTabs.tsx';
import { calculatorPaths } from './calculator-scope.ts';
import type { CalculatorView } from './calculator-view.ts';
import { ProjectsDropdown } from './ProjectsDropdown.tsx';
import type { ResolvedCalculatorScope } from './resolve-calculator-scope.ts';
import { YearPicker } from './YearPicker.tsx';

export type CalculatorTopBarProps = {
  resolved: Extract<ResolvedCalculatorScope, { status: 'found' }>;
  containers: Container[];
  view: CalculatorView;
  isAnalyzeHidden: boolean;
  /** The active instances once loaded (for the frozen badge). */
  loadedInstances: Instance[] | undefined;
  isReadOnly: boolean;
};

/** The calculator's top bar (spec "Dashboard top bar"): projects home, project, year, badges and tabs. */
export function CalculatorTopBar({
  resolved,
  containers,
  view,
  isAnalyzeHidden,
  loadedInstances,
  isReadOnly,
}: CalculatorTopBarProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isFrozen =
    loadedInstances !== undefined &&
    loadedInstances.length > 0 &&
    loadedInstances.every((instance) => instance.general.isFrozen);
  const homePath =
    resolved.kind === 'group' ? calculatorPaths.group(resolved.id) : calculatorPaths.instances(resolved.id);

  return (
    <section
      aria-label={t('calculatorShell.topBar.label')}
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="calculator-top-bar"
    >
      <div className="flex flex-wrap items-center gap-3 px-4 py-3">
        <Link
          to={homePath}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <span aria-hidden="true">←</span>
          {t('calculatorShell.topBar.projectsHome')}
        </Link>
        <span aria-hidden="true" className="h-6 w-px bg-slate-200" />
        <ProjectsDropdown
          containers={containers}
          activeContainerId={resolved.container?._id}
          groupName={resolved.kind === 'group' ? resolved.title : undefined}
          view={view}
        />
        <YearPicker resolved={resolved} view={view} />
        {isFrozen ? (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-1 text-xs font-medium text-sky-800"
            data-testid="frozen-badge"
          >
            <span aria-hidden="true">❄</span>
            {t('calculatorShell.topBar.frozenBadge')}
          </span>
        ) : (
          isReadOnly && (
            <span
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
              data-testid="read-only-badge"
            >
              {t('calculatorShell.topBar.readOnly')}
            </span>
          )
        )}
        <div className="ml-auto">
          <InviteButton
            kind={resolved.kind}
            instanceIds={resolved.instanceIds}
            title={resolved.title}
            yearLabel={resolved.yearLabel}
          />
        </div>
      </div>
      <CalculatorTabs
        target={{ kind: resolved.kind, id: resolved.id }}
        search={searchParams.toString()}
        isAnalyzeHidden={isAnalyzeHidden}
        loadedInstances={loadedInstances}
      />
    </section>
  );
}
