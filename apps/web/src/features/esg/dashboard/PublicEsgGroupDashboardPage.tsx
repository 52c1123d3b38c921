import {
  getInstanceYearLabel,
  type PublicEsgDisclosure,
  type PublicEsgGroupDashboard,
  type PublicEsgGroupYear,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageDropdown } from '../../../components/ui/LanguageDropdown.tsx';
import { ScopeChart } from '../../calculator/analyze/ScopeChart.tsx';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { translateGroupTitle } from '../../calculator/shell/shell-labels.ts';
import { esgGroupDashboardKeys, fetchPublicEsgGroupDashboard } from './group-dashboard-api.ts';
import { buildB3ScopeRows, CHARTED_B3_CODES, formatPublicAnswer } from './public-dashboard-view.ts';

type Lang = 'en' | 'de';

/**
 * `/esg/g/:id`: a group's published ESG dashboard, open to anyone with the link (bare layout, no
 * sign-in). For each chosen disclosure it shows the answers of every ESG year of the group, earliest
 * first. An unknown or unpublished id reads as not available, without saying which.
 */
export function PublicEsgGroupDashboardPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: esgGroupDashboardKeys.public(id),
    queryFn: () => fetchPublicEsgGroupDashboard(id),
    retry: false,
  });
  const lang: Lang = i18n.resolvedLanguage === 'de' ? 'de' : 'en';

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" aria-live="polite" className="py-24 text-center text-slate-600">
        {t('esgDashboard.public.loading')}
      </p>
    );
  } else if (query.isError) {
    const isGone =
      query.error instanceof CalculatorApiError && (query.error.status === 404 || query.error.status === 400);
    body = (
      <section
        aria-labelledby="esg-unavailable-title"
        className="mx-auto mt-16 max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="esg-dashboard-unavailable"
      >
        <h1 id="esg-unavailable-title" className="text-2xl font-semibold text-slate-900">
          {isGone ? t('esgDashboard.public.notAvailableTitle') : t('esgDashboard.public.loadError')}
        </h1>
        {isGone && <p className="mt-3 text-slate-600">{t('esgDashboard.public.notAvailableMessage')}</p>}
      </section>
    );
  } else {
    body = <Dashboard dashboard={query.data} lang={lang} />;
  }
  return (
    <div lang={lang} className="min-h-screen bg-slate-50 px-3 py-6 sm:px-4 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <div className="flex justify-end">
          <LanguageDropdown />
        </div>
        {body}
      </div>
    </div>
  );
}

function Dashboard({ dashboard, lang }: { dashboard: PublicEsgGroupDashboard; lang: Lang }) {
  const { t } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
  const first = dashboard.years[0];
  const last = dashboard.years.at(-1);
  return (
    <article
      aria-labelledby="esg-public-title"
      className="mt-4 space-y-6 break-words hyphens-auto"
      data-testid="esg-public-group-dashboard"
    >
      <header className="space-y-1">
        <p className="text-sm font-medium text-brand-800">{t('esgDashboard.group.public.kicker')}</p>
        <h1 id="esg-public-title" className="text-3xl font-semibold text-slate-900">
          {dashboard.companyName}
        </h1>
        <p className="text-lg text-slate-700" data-testid="esg-public-group-name">
          {t('esgDashboard.group.public.subtitle', { group: translateGroupTitle(t, dashboard.groupName) })}
        </p>
        <p className="text-sm text-slate-500">
          {t('esgDashboard.group.public.yearCount', { count: dashboard.years.length })}
          {first &&
            last &&
            ` · ${t('esgDashboard.public.period', { start: date(first.startDate), end: date(last.endDate) })}`}
          {dashboard.lockedAt &&
            ` · ${t('esgDashboard.public.lockedAt', { date: date(dashboard.lockedAt) })}`}
        </p>
      </header>
      {dashboard.years.length === 0 ? (
        <p className="text-slate-600">{t('esgDashboard.group.public.noYears')}</p>
      ) : (
        dashboard.disclosures.map((code) => (
          <DisclosureSection key={code} code={code} years={dashboard.years} lang={lang} />
        ))
      )}
    </article>
  );
}

/** One chosen disclosure: its answers in each ESG year of the group, earliest first. */
function DisclosureSection({ code, years, lang }: { code: string; years: PublicEsgGroupYear[]; lang: Lang }) {
  const { t } = useTranslation();
  const headingId = `esg-public-${code}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-5 border-t border-slate-200 pt-5 sm:rounded-xl sm:border sm:bg-white sm:p-6 sm:shadow-sm"
      data-testid={`esg-public-disclosure-${code}`}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {code === 'other' ? '' : `${code} · `}
        {t(`esg.disclosureNames.${code}` as never)}
      </h2>
      {years.map((year, index) => {
        const disclosure = year.disclosures.find((candidate) => candidate.code === code);
        return (
          <div
            // Years carry no id on the public page: their position (earliest first) names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's lifetime
            key={index}
            className="min-w-0 space-y-3"
            data-testid="esg-public-group-year"
          >
            <h3 className="text-base font-semibold text-slate-800">
              {t('esgDashboard.group.public.yearHeading', {
                year: getInstanceYearLabel(year),
                project: year.projectName,
              })}
            </h3>
            <DisclosureBody disclosure={disclosure} lang={lang} />
          </div>
        );
      })}
    </section>
  );
}

function DisclosureBody({ disclosure, lang }: { disclosure: PublicEsgDisclosure | undefined; lang: Lang }) {
  const { t } = useTranslation();
  if (!disclosure || (!disclosure.isNotMaterial && disclosure.datapoints.length === 0)) {
    return <p className="text-sm text-slate-600">{t('esgDashboard.public.noAnswers')}</p>;
  }
  if (disclosure.isNotMaterial) {
    return (
      <div className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
        <p className="font-medium">{t('esgDashboard.public.notMaterial')}</p>
        <p className="mt-1 whitespace-pre-line">{disclosure.notMaterialReason}</p>
      </div>
    );
  }
  const scopeRows = disclosure.code === 'B3' ? buildB3ScopeRows(disclosure) : [];
  const listed = disclosure.datapoints.filter(
    (datapoint) => scopeRows.length === 0 || !CHARTED_B3_CODES.has(datapoint.code),
  );
  const figures = listed.filter((d) => d.answer.kind !== 'text');
  const narratives = listed.filter((d) => d.answer.kind === 'text');
  const yesNo = { yes: t('esgDashboard.public.yes'), no: t('esgDashboard.public.no') };
  return (
    <>
      {scopeRows.length > 0 && <ScopeChart rows={scopeRows} locale={lang} />}
      {figures.length > 0 && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {figures.map((datapoint) => (
            <div
              key={datapoint.code}
              className="min-w-0 rounded-md border border-slate-200 bg-white p-3 sm:border-slate-100 sm:bg-slate-50"
            >
              <dt className="text-sm text-slate-600">{datapoint.label[lang]}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
                {formatPublicAnswer(datapoint, lang, yesNo)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {narratives.map((datapoint) => (
        <div key={datapoint.code}>
          <h4 className="text-sm font-semibold text-slate-900">{datapoint.label[lang]}</h4>
          <p className="mt-1 whitespace-pre-line text-slate-800">{datapoint.answer.value as string}</p>
        </div>
      ))}
    </>
  );
}
