import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { SurveyLoadError } from './SurveysLayout.tsx';
import { useSurveyRights } from './survey-access.ts';
import { formatRate, toLocale } from './survey-format.ts';
import { surveyEditorPath, surveyPath, useSurveys } from './surveys-api.ts';

/** `/dashboard/surveys`: the company's surveys with their state and response rate. */
export function SurveysPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const surveys = useSurveys();
  const { canManage } = useSurveyRights();
  const { formatDate } = useDateFormat();
  const locale = toLocale(i18n.language);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-semibold">
          {t('surveys.title')}
        </h1>
        {canManage ? (
          <Link
            to={surveyEditorPath()}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('surveys.list.create')}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{t('surveys.list.intro')}</p>
      {surveys.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('surveys.loading')}
        </p>
      ) : surveys.isError ? (
        <SurveyLoadError onRetry={() => surveys.refetch()} />
      ) : surveys.data.length === 0 ? (
        <div className="rounded-xl bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold">{t('surveys.list.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t('surveys.list.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm" data-testid="survey-list">
          {surveys.data.map((survey) => (
            <li
              key={survey._id}
              className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <Link to={surveyPath(survey._id)} className="font-medium text-brand-800 underline">
                  {survey.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {formatDate(survey.periodStart)} – {formatDate(survey.periodEnd)}
                </p>
              </div>
              <dl className="flex gap-4 text-sm">
                <div>
                  <dt className="sr-only">{t('surveys.list.state')}</dt>
                  <dd className="rounded bg-slate-100 px-2 py-0.5">{t(`surveys.state.${survey.state}`)}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-600">{t('surveys.list.rate')}: </dt>
                  <dd className="inline font-medium" data-testid="survey-rate">
                    {formatRate(survey.responseRate, locale)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
