import { formatNumber } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { InventoryPanel } from './InventoryPanel.tsx';
import { SurveyResults } from './SurveyResults.tsx';
import { SurveyLoadError } from './SurveysLayout.tsx';
import { useSurveyRights } from './survey-access.ts';
import { formatRate, toLocale } from './survey-format.ts';
import {
  closeSurvey,
  remindSurvey,
  SURVEYS_HOME,
  SURVEYS_KEY,
  surveyEditorPath,
  useSurvey,
  useSurveyResults,
} from './surveys-api.ts';
import { WhatIfPanel } from './WhatIfPanel.tsx';

/** `/dashboard/surveys/:id`: a survey's state, response rate, reminder, results and the way into the inventory. */
export function SurveyPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const survey = useSurvey(id);
  const results = useSurveyResults(id, Boolean(survey.data?.sentAt));
  const { canManage, canSendToYear } = useSurveyRights();
  const { formatDate } = useDateFormat();
  const locale = toLocale(i18n.language);

  if (survey.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('surveys.loading')}
      </p>
    );
  if (survey.isError)
    return (
      <SurveyLoadError
        onRetry={() => survey.refetch()}
        isNotFound={(survey.error as { status?: number }).status === 404}
      />
    );
  const data = survey.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
  const remind = async () => {
    const result = await remindSurvey(id);
    if (!result.data) return toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
    toasts.show({ message: t('surveys.detail.reminded', { count: result.data.mailed }), tone: 'success' });
    await refresh();
  };
  const close = async () => {
    if (
      !(await dialogs.confirm({
        title: t('surveys.detail.close'),
        message: t('surveys.detail.closeConfirm'),
      }))
    )
      return;
    const result = await closeSurvey(id);
    if (!result.data) return toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
    await refresh();
  };
  const stats = [
    {
      label: t('surveys.detail.responses'),
      value: formatNumber(data.responses, locale),
      testId: 'survey-responses',
    },
    {
      label: t('surveys.detail.invited'),
      value: formatNumber(data.invited, locale),
      testId: 'survey-invited',
    },
    {
      label: t('surveys.detail.rate'),
      value: formatRate(data.responseRate, locale),
      testId: 'survey-response-rate',
    },
    {
      label: t('surveys.detail.headCount'),
      value: data.headCount === null ? '–' : formatNumber(data.headCount, locale),
      testId: 'survey-head-count',
    },
  ];
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <Link to={SURVEYS_HOME} className="text-sm text-brand-800 underline">
        {t('surveys.detail.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id={titleId} className="text-2xl font-semibold">
            {data.name}
          </h1>
          <p className="text-sm text-slate-600">
            {formatDate(data.periodStart)} – {formatDate(data.periodEnd)} ·{' '}
            <span data-testid="survey-state">{t(`surveys.state.${data.state}`)}</span>
          </p>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {data.state === 'draft' ? (
              <Link
                to={surveyEditorPath(id)}
                className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white"
              >
                {t('surveys.detail.edit')}
              </Link>
            ) : null}
            {data.state === 'open' && data.audience !== 'open' && !data.remindedAt ? (
              <Button variant="secondary" onClick={() => void remind()}>
                {t('surveys.detail.remind')}
              </Button>
            ) : null}
            {data.state === 'open' ? (
              <Button variant="secondary" onClick={() => void close()}>
                {t('surveys.detail.close')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="text-xl font-semibold" data-testid={stat.testId}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      {data.remindedAt ? (
        <p className="text-sm text-slate-700">
          {t('surveys.detail.remindedAt', { date: formatDate(data.remindedAt.slice(0, 10)) })}
        </p>
      ) : null}
      {data.openLink ? (
        <p className="break-all text-sm">
          {t('surveys.detail.openLink')}:{' '}
          <a href={data.openLink} className="text-brand-800 underline">
            {data.openLink}
          </a>
        </p>
      ) : null}
      <section className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <h2 className="font-semibold">{t('surveys.privacy.title')}</h2>
        <p className="mt-1">{t('surveys.privacy.text')}</p>
      </section>
      {data.sentAt ? (
        results.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('surveys.loading')}
          </p>
        ) : results.isError ? (
          <SurveyLoadError onRetry={() => results.refetch()} />
        ) : (
          <>
            <SurveyResults results={results.data} />
            {canSendToYear && !results.data.isTooFewToShow ? <InventoryPanel surveyId={id} /> : null}
            {!results.data.isTooFewToShow ? <WhatIfPanel surveyId={id} surveyName={data.name} /> : null}
          </>
        )
      ) : null}
    </section>
  );
}
