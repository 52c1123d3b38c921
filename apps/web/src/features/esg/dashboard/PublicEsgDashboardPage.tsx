import { getInstanceYearLabel, type PublicEsgDashboard, type PublicEsgDisclosure } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageDropdown } from '../../../components/ui/LanguageDropdown.tsx';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { esgDashboardKeys, fetchPublicEsgDashboard } from './dashboard-api.ts';
import { PublicDisclosureContent } from './PublicDisclosureContent.tsx';
import { groupByStandard } from './public-dashboard-view.ts';

type Lang = 'en' | 'de';

/**
 * `/esg/:id`: a published ESG dashboard, open to anyone with the link (bare layout, no sign-in). It shows
 * the company, the year and the chosen disclosures in the visitor's language: VSME disclosures, or for a
 * year entered in ESRS the chosen disclosure requirements under their topical standards (E1 … G1). An unknown or unpublished
 * id reads as not available, without saying which.
 */
export function PublicEsgDashboardPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: esgDashboardKeys.public(id),
    queryFn: () => fetchPublicEsgDashboard(id),
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

function Dashboard({ dashboard, lang }: { dashboard: PublicEsgDashboard; lang: Lang }) {
  const { t } = useTranslation();
  const year = getInstanceYearLabel(dashboard);
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <article
      aria-labelledby="esg-public-title"
      className="mt-4 space-y-6 break-words hyphens-auto"
      data-testid="esg-public-dashboard"
    >
      <header className="space-y-1">
        <p className="text-sm font-medium text-brand-800">
          {dashboard.family === 'esrs'
            ? t('esgDashboard.public.kickerEsrs')
            : t('esgDashboard.public.kicker')}
        </p>
        <h1 id="esg-public-title" className="text-3xl font-semibold text-slate-900">
          {dashboard.companyName}
        </h1>
        <p className="text-lg text-slate-700">
          {t('esgDashboard.public.subtitle', { year, project: dashboard.projectName })}
        </p>
        <p className="text-sm text-slate-500">
          {t('esgDashboard.public.period', {
            start: date(dashboard.startDate),
            end: date(dashboard.endDate),
          })}
          {dashboard.lockedAt &&
            ` · ${t('esgDashboard.public.lockedAt', { date: date(dashboard.lockedAt) })}`}
        </p>
      </header>
      {dashboard.family === 'esrs'
        ? groupByStandard(dashboard.disclosures).map(({ standard, disclosures }) => (
            <section
              key={standard}
              aria-labelledby={`esg-public-standard-${standard}`}
              className="space-y-4"
              data-testid={`esg-public-standard-${standard}`}
            >
              <h2 id={`esg-public-standard-${standard}`} className="text-2xl font-semibold text-slate-900">
                {standard} · {t(`esg.standardNames.${standard}`)}
              </h2>
              {disclosures.map((disclosure) => (
                <Disclosure key={disclosure.code} disclosure={disclosure} lang={lang} level={3} />
              ))}
            </section>
          ))
        : dashboard.disclosures.map((disclosure) => (
            <Disclosure key={disclosure.code} disclosure={disclosure} lang={lang} level={2} />
          ))}
    </article>
  );
}

function Disclosure({
  disclosure,
  lang,
  level,
}: {
  disclosure: PublicEsgDisclosure;
  lang: Lang;
  /** 2 for a VSME disclosure; 3 for an ESRS requirement under its standard's heading. */
  level: 2 | 3;
}) {
  const { t } = useTranslation();
  const headingId = `esg-public-${disclosure.code}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 border-t border-slate-200 pt-5 sm:rounded-xl sm:border sm:bg-white sm:p-6 sm:shadow-sm"
      data-testid={`esg-public-disclosure-${disclosure.code}`}
    >
      <Heading id={headingId} className="text-xl font-semibold text-slate-900">
        {disclosure.code === 'other' ? '' : `${disclosure.code} · `}
        {t(`esg.disclosureNames.${disclosure.code}` as never)}
      </Heading>
      <PublicDisclosureContent
        disclosure={disclosure}
        lang={lang}
        narrativeHeading={level === 2 ? 'h3' : 'h4'}
      />
    </section>
  );
}
