import type { ReductionPlanRef } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDeleteTarget, useReductionTargets } from './impact-api.ts';
import { type BaseYearOption, TargetForm } from './TargetForm.tsx';
import { TargetProgress } from './TargetProgress.tsx';

export type TargetsPanelProps = { plan: ReductionPlanRef; baseYears: BaseYearOption[]; canChange: boolean };

/** The plan's targets with their paths and progress, and the form for a new one. */
export function TargetsPanel({ plan, baseYears, canChange }: TargetsPanelProps) {
  const { t } = useTranslation();
  const targets = useReductionTargets(plan);
  const remove = useDeleteTarget();
  return (
    <section aria-labelledby="targets-title" className="space-y-4" data-testid="targets-panel">
      <div>
        <h2 id="targets-title" className="text-lg font-semibold text-slate-900">
          {t('impact.targets.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('impact.targets.intro')}</p>
      </div>
      {canChange && <TargetForm plan={plan} baseYears={baseYears} />}
      {targets.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('impact.loading')}
        </p>
      ) : targets.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('impact.loadError')}
        </p>
      ) : targets.data.targets.length === 0 ? (
        <p className="text-sm text-slate-600">{t('impact.targets.empty')}</p>
      ) : (
        <div className="space-y-4">
          {targets.data.targets.map((target) => (
            <TargetProgress
              key={target._id}
              target={target}
              actions={
                canChange && (
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(target._id, {
                        onError: () => toasts.show({ message: t('impact.saveError'), tone: 'error' }),
                      })
                    }
                  >
                    {t('impact.targets.delete')}
                  </Button>
                )
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
