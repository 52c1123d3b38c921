import type { ReductionPlanRef } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { useCan } from '../auth/useCan.ts';
import { useCalculatorSetup } from '../calculator/api/calculator-queries.ts';
import { calculatorPaths, useCalculatorScope } from '../calculator/shell/calculator-scope.ts';
import { IdeasPanel } from './IdeasPanel.tsx';
import { useReductionIdeas } from './impact-api.ts';
import { isImpactHiddenFor } from './impact-visibility.ts';
import { PublishPanel } from './PublishPanel.tsx';
import type { BaseYearOption } from './TargetForm.tsx';
import { TargetsPanel } from './TargetsPanel.tsx';

/**
 * `/dashboard/calculator/reduce/:instance` and `/reduce/g/:group`: reduction ideas estimated on the open
 * year, the plan's targets with their paths, and the public climate action plan. The plan is the project's
 * (or the group's); every member reads it, admins change it.
 */
export function ImpactPage() {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const setup = useCalculatorSetup();
  const canChange = useCan('reduction');
  const [searchParams] = useSearchParams();
  const plan = useMemo((): ReductionPlanRef => {
    if (scope.kind === 'group' && scope.group) return { kind: 'group', id: scope.group._id };
    return { kind: 'container', id: scope.container?._id ?? '' };
  }, [scope.kind, scope.group, scope.container]);
  const ideas = useReductionIdeas(plan, scope.instanceIds);

  const baseYears = useMemo((): BaseYearOption[] => {
    const containerIds = plan.kind === 'group' ? (scope.group?.containers ?? []) : [plan.id];
    const byYear = new Map<number, string>();
    for (const container of setup.data?.containers ?? []) {
      if (!containerIds.includes(container._id)) continue;
      for (const instance of container.instances) {
        const year = Number(instance.startDate.slice(0, 4));
        if (!byYear.has(year)) byYear.set(year, instance._id);
      }
    }
    return [...byYear.entries()]
      .sort(([a], [b]) => a - b)
      .map(([year, instanceId]) => ({ year, instanceId }));
  }, [plan, scope.group, setup.data]);

  if (isImpactHiddenFor(scope.setup.instances)) {
    const target =
      plan.kind === 'group'
        ? { kind: 'group' as const, id: plan.id }
        : { kind: 'instance' as const, id: scope.instanceIds[0] ?? '' };
    return (
      <Navigate to={{ pathname: calculatorPaths.inputs(target), search: searchParams.toString() }} replace />
    );
  }

  return (
    <section aria-labelledby="impact-title" className="space-y-8" data-testid="impact-page">
      <header>
        <h1 id="impact-title" className="text-2xl font-semibold text-slate-900">
          {t('impact.title')}
        </h1>
        <p className="mt-1 text-slate-600">
          {t('impact.subtitle', { title: scope.title, year: scope.yearLabel })}
        </p>
        {!canChange && <p className="mt-2 text-sm text-slate-600">{t('impact.readOnlyNote')}</p>}
      </header>
      <TargetsPanel plan={plan} baseYears={baseYears} canChange={canChange} />
      <PublishPanel plan={plan} instanceIds={scope.instanceIds} canChange={canChange} />
      {ideas.isPending ? (
        <p role="status" aria-live="polite" className="py-8 text-center text-slate-600">
          {t('impact.loading')}
        </p>
      ) : ideas.isError ? (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('impact.loadError')}</span>
          <Button variant="secondary" onClick={() => void ideas.refetch()}>
            {t('impact.retry')}
          </Button>
        </div>
      ) : (
        <IdeasPanel plan={plan} data={ideas.data} yearLabel={scope.yearLabel} canChange={canChange} />
      )}
    </section>
  );
}
