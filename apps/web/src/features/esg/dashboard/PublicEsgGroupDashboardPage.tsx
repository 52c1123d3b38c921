import {
  ESRS_DISCLOSURE_CODES,
  ESRS_DISCLOSURES,
  getInstanceYearLabel,
  type PublicEsgGroupDashboard,
  type PublicEsgGroupYear,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { translateGroupTitle } from '../../calculator/shell/shell-labels.ts';
import { useEsgNames } from '../esg-names.ts';
import { esgGroupDashboardKeys, fetchPublicEsgGroupDashboard } from './group-dashboard-api.ts';
import {
  PublicDashboardShell,
  type PublicLang,
  PublicStandardSection,
  usePublicLang,
} from './PublicDashboardShell.tsx';
import { PublicDisclosureContent } from './PublicDisclosureContent.tsx';
import { groupByStandard } from './public-dashboard-view.ts';

/**
 * `/esg/g/:id`: a group's published ESG dashboard, open to anyone with the link (bare layout, no
 * sign-in). For each chosen disclosure it shows the answers of the group's ESG years entered in its
 * family, earliest first: the VSME disclosures for the VSME years, then the ESRS disclosure requirements
 * under their standards for the ESRS years. An unknown or unpublished id reads as not available, without saying which.
 */
export function PublicEsgGroupDashboardPage() {
  const { id = '' } = useParams();
  const lang = usePublicLang();
  const query = useQuery({
    queryKey: esgGroupDashboardKeys.public(id),
    queryFn: () => fetchPublicEsgGroupDashboard(id),
    retry: false,
  });
  return (
    <PublicDashboardShell query={query}>
      {(dashboard) => <Dashboard dashboard={dashboard} lang={lang} />}
    </PublicDashboardShell>
  );
}

function Dashboard({ dashboard, lang }: { dashboard: PublicEsgGroupDashboard; lang: PublicLang }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const date = (iso: string) => formatDate(iso, 'long');
  const first = dashboard.years[0];
  const last = dashboard.years.at(-1);
  // Each year is read in its family: VSME disclosures list the VSME years, ESRS requirements the ESRS years.
  const vsmeYears = dashboard.years.filter((year) => (year.family ?? 'vsme') === 'vsme');
  const esrsYears = dashboard.years.filter((year) => year.family === 'esrs');
  const esrsCodes = new Set(ESRS_DISCLOSURE_CODES);
  const vsmeCodes = vsmeYears.length > 0 ? dashboard.disclosures.filter((code) => !esrsCodes.has(code)) : [];
  const esrsByStandard =
    esrsYears.length > 0
      ? groupByStandard(
          ESRS_DISCLOSURES.filter((disclosure) => dashboard.disclosures.includes(disclosure.code)),
        )
      : [];
  const kicker =
    esrsYears.length === 0
      ? t('esgDashboard.group.public.kicker')
      : vsmeYears.length === 0
        ? t('esgDashboard.group.public.kickerEsrs')
        : t('esgDashboard.group.public.kickerMixed');
  return (
    <article
      aria-labelledby="esg-public-title"
      className="mt-4 space-y-6 break-words hyphens-auto"
      data-testid="esg-public-group-dashboard"
    >
      <header className="space-y-1">
        <p className="text-sm font-medium text-brand-800">{kicker}</p>
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
        <>
          {vsmeCodes.map((code) => (
            <DisclosureSection key={code} code={code} years={vsmeYears} lang={lang} level={2} />
          ))}
          {esrsByStandard.map(({ standard, disclosures }) => (
            <PublicStandardSection key={standard} standard={standard}>
              {disclosures.map((disclosure) => (
                <DisclosureSection
                  key={disclosure.code}
                  code={disclosure.code}
                  years={esrsYears}
                  lang={lang}
                  level={3}
                />
              ))}
            </PublicStandardSection>
          ))}
        </>
      )}
    </article>
  );
}

/** One chosen disclosure: its answers in each ESG year of its family in the group, earliest first. */
function DisclosureSection({
  code,
  years,
  lang,
  level,
}: {
  code: string;
  years: PublicEsgGroupYear[];
  lang: PublicLang;
  /** 2 for a VSME disclosure; 3 for an ESRS requirement under its standard's heading. */
  level: 2 | 3;
}) {
  const { t } = useTranslation();
  const names = useEsgNames();
  const headingId = `esg-public-${code}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const YearHeading = level === 2 ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-5 border-t border-slate-200 pt-5 sm:rounded-xl sm:border sm:bg-white sm:p-6 sm:shadow-sm"
      data-testid={`esg-public-disclosure-${code}`}
    >
      <Heading id={headingId} className="text-xl font-semibold text-slate-900">
        {code === 'other' ? '' : `${code} · `}
        {names.disclosure(code)}
      </Heading>
      {years.map((year, index) => (
        <div
          // Years carry no id on the public page: their position (earliest first) names them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's lifetime
          key={index}
          className="min-w-0 space-y-3"
          data-testid="esg-public-group-year"
        >
          <YearHeading className="text-base font-semibold text-slate-800">
            {t('esgDashboard.group.public.yearHeading', {
              year: getInstanceYearLabel(year),
              project: year.projectName,
            })}
          </YearHeading>
          <PublicDisclosureContent
            disclosure={year.disclosures.find((candidate) => candidate.code === code)}
            lang={lang}
            narrativeHeading={level === 2 ? 'h4' : 'h5'}
          />
        </div>
      ))}
    </section>
  );
}
