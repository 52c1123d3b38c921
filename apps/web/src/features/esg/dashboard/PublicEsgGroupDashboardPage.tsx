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
import { LanguageDropdown } from '../../../components/ui/LanguageDropdown.tsx';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { translateGroupTitle } from '../../calculator/shell/shell-labels.ts';
import { esgGroupDashboardKeys, fetchPublicEsgGroupDashboard } from './group-dashboard-api.ts';
import { PublicDisclosureContent } from './PublicDisclosureContent.tsx';
import { groupByStandard } from './public-dashboard-view.ts';

type Lang = 'en' | 'de';

/**
 * `/esg/g/:id`: a group's published ESG dashboard, open to anyone with the link (bare layout, no
 * sign-in). For each chosen disclosure it shows the answers of the group's ESG years entered in its
 * family, earliest first: the VSME disclosures for the VSME years, then the ESRS disclosure requirements
 * under their standards for the ESRS years. An unknown or unpublished id reads as not available, without saying which.
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
                <DisclosureSection
                  key={disclosure.code}
                  code={disclosure.code}
                  years={esrsYears}
                  lang={lang}
                  level={3}
                />
              ))}
            </section>
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
  lang: Lang;
  /** 2 for a VSME disclosure; 3 for an ESRS requirement under its standard's heading. */
  level: 2 | 3;
}) {
  const { t } = useTranslation();
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
        {t(`esg.disclosureNames.${code}` as never)}
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
