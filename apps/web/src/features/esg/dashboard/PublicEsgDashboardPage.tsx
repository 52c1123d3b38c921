import { getInstanceYearLabel, type PublicEsgDashboard, type PublicEsgDisclosure } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { useEsgNames } from '../esg-names.ts';
import { esgDashboardKeys, fetchPublicEsgDashboard } from './dashboard-api.ts';
import {
  PublicDashboardShell,
  type PublicLang,
  PublicStandardSection,
  usePublicLang,
} from './PublicDashboardShell.tsx';
import { PublicDisclosureContent } from './PublicDisclosureContent.tsx';
import { groupByStandard } from './public-dashboard-view.ts';

/**
 * `/esg/:id`: a published ESG dashboard, open to anyone with the link (bare layout, no sign-in). It shows
 * the company, the year and the chosen disclosures in the visitor's language: VSME disclosures, or for a
 * year entered in ESRS the chosen disclosure requirements under their topical standards (E1 … G1). An unknown or unpublished
 * id reads as not available, without saying which.
 */
export function PublicEsgDashboardPage() {
  const { id = '' } = useParams();
  const lang = usePublicLang();
  const query = useQuery({
    queryKey: esgDashboardKeys.public(id),
    queryFn: () => fetchPublicEsgDashboard(id),
    retry: false,
  });
  return (
    <PublicDashboardShell query={query}>
      {(dashboard) => <Dashboard dashboard={dashboard} lang={lang} />}
    </PublicDashboardShell>
  );
}

function Dashboard({ dashboard, lang }: { dashboard: PublicEsgDashboard; lang: PublicLang }) {
  const { t } = useTranslation();
  const year = getInstanceYearLabel(dashboard);
  const { formatDate } = useDateFormat();
  const date = (iso: string) => formatDate(iso, 'long');
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
            <PublicStandardSection key={standard} standard={standard}>
              {disclosures.map((disclosure) => (
                <Disclosure key={disclosure.code} disclosure={disclosure} lang={lang} level={3} />
              ))}
            </PublicStandardSection>
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
  lang: PublicLang;
  /** 2 for a VSME disclosure; 3 for an ESRS requirement under its standard's heading. */
  level: 2 | 3;
}) {
  const names = useEsgNames();
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
        {names.disclosure(disclosure.code)}
      </Heading>
      <PublicDisclosureContent
        disclosure={disclosure}
        lang={lang}
        narrativeHeading={level === 2 ? 'h3' : 'h4'}
      />
    </section>
  );
}
