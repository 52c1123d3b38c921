import type { ReductionPlanRef } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { usePlanStatus, usePublishPlan, useUnpublishPlan } from './impact-api.ts';

/** Spec: a copy action shows 'Copied' for 2 seconds. */
const COPIED_TOAST_SECONDS = 2;

/** The public page of a plan. */
export function getClimateActionPlanUrl(publicId: string): string {
  return `${window.location.origin}/climate-action-plan?id=${encodeURIComponent(publicId)}`;
}

export type PublishPanelProps = { plan: ReductionPlanRef; instanceIds: string[]; canChange: boolean };

/** Publishes the company's climate action plan from this plan, shows the public link, unpublishes. */
export function PublishPanel({ plan, instanceIds, canChange }: PublishPanelProps) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const { formatDateTime } = useDateFormat();
  const linkId = useId();
  const status = usePlanStatus();
  const publish = usePublishPlan();
  const unpublish = useUnpublishPlan();
  const onError = () => toasts.show({ message: t('impact.saveError'), tone: 'error' });
  const data = status.data;
  const url = data?.publicId ? getClimateActionPlanUrl(data.publicId) : '';
  const isFromOtherPlan = data?.isPublished === true && data.plan !== null && data.plan.id !== plan.id;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toasts.show({ message: t('impact.publish.copied'), tone: 'success', ttlSeconds: COPIED_TOAST_SECONDS });
    } catch {
      toasts.show({ message: t('impact.publish.copyFailed'), tone: 'error' });
    }
  };

  return (
    <section
      aria-labelledby="publish-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="publish-panel"
    >
      <h2 id="publish-title" className="text-lg font-semibold text-slate-900">
        {t('impact.publish.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('impact.publish.intro')}</p>
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('impact.loading')}
        </p>
      ) : data?.isPublished && data.publishedAt ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800" data-testid="plan-published">
            {t('impact.publish.publishedAt', { date: formatDateTime(data.publishedAt) })}
          </p>
          {isFromOtherPlan && <p className="text-sm text-amber-800">{t('impact.publish.otherSource')}</p>}
          <label htmlFor={linkId} className="block text-sm font-medium text-slate-800">
            {t('impact.publish.link')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={linkId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
              data-testid="plan-public-link"
            />
            <Button
              variant="secondary"
              onClick={() => void copy()}
              aria-label={t('impact.publish.copyLabel')}
            >
              {t('impact.publish.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('impact.publish.notPublished')}</p>
      )}
      {canChange && (
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={publish.isPending}
            onClick={() => publish.mutate({ plan, instances: instanceIds, lang }, { onError })}
          >
            {data?.isPublished ? t('impact.publish.republish') : t('impact.publish.publish')}
          </Button>
          {data?.isPublished && (
            <Button
              variant="secondary"
              disabled={unpublish.isPending}
              onClick={() => unpublish.mutate(undefined, { onError })}
            >
              {t('impact.publish.unpublish')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
