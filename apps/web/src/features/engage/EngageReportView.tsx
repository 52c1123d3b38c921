import {
  type DisplayLocale,
  ENGAGE_ACCENT_COLOURS,
  type EngagePublishedFigures,
  engageReportContentSchema,
  formatEmission,
  formatNumber,
  type PublicEngageReport,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { EquivalentsPanel } from '../calculator/analyze/EquivalentsPanel.tsx';
import { ScopeChart } from '../calculator/analyze/ScopeChart.tsx';
import { TopSourcesTable } from '../calculator/analyze/TopSourcesTable.tsx';
import { AssuranceNote } from '../calculator/review/AssuranceNote.tsx';
import { ReportSectionsCard } from './ReportSectionsCard.tsx';
import { getEquivalentsTotalKg, toScopeRows, toTopSourceRows } from './report-view-model.ts';

export type EngageReportViewProps = {
  report: PublicEngageReport;
  locale: DisplayLocale;
  /** 1 on the public page; 2 inside the generator's preview, under its own page title. */
  titleLevel: 1 | 2;
  /** A preview of a report not published yet: no publication date. */
  isDraft?: boolean;
};

/** The total the top sources' shares refer to: the report's total, or what its other figures imply. */
function getShareTotalKg(figures: EngagePublishedFigures): number {
  if (figures.totalKg !== null) return figures.totalKg;
  if (figures.equivalents) return getEquivalentsTotalKg(figures.equivalents);
  const scopes = figures.scopes;
  if (scopes) return scopes.scope1 + scopes.scope2Market + scopes.scope3 + scopes.unscoped;
  return (figures.topSources ?? []).reduce((sum, source) => sum + source.kg, 0);
}

/**
 * Whether a website may become a link: the preview shows what is being typed, and an address that is
 * not http(s) (`javascript:`) must never be clickable there.
 */
function isLinkable(url: string | null): url is string {
  return url !== null && engageReportContentSchema.shape.brand.shape.websiteUrl.safeParse(url).success;
}

/** A published engage report: brand, texts and the chosen figures. The public page and the preview. */
export function EngageReportView({ report, locale, titleLevel, isDraft = false }: EngageReportViewProps) {
  const { t } = useTranslation();
  const { figures, brand } = report;
  const accent = ENGAGE_ACCENT_COLOURS[brand.accentColour];
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const date = useDateFormat().formatDate(report.publishedAt, 'long');
  return (
    <article className="space-y-6" data-testid="engage-report">
      <header className="overflow-hidden rounded-xl bg-white shadow-sm">
        <div
          className="flex flex-wrap items-center justify-between gap-3 px-6 py-4 text-white"
          style={{ backgroundColor: accent }}
        >
          <p className="text-lg font-semibold" data-testid="engage-report-brand">
            {brand.displayName}
          </p>
          {isLinkable(brand.websiteUrl) && (
            <a
              href={brand.websiteUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="rounded-md px-2 py-1 text-sm font-medium underline underline-offset-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('engage.report.website', { name: brand.displayName })}
            </a>
          )}
        </div>
        <div className="space-y-3 px-6 py-6">
          <Title className="text-3xl font-bold text-slate-900" data-testid="engage-report-title">
            {report.title}
          </Title>
          <p className="text-sm font-medium text-slate-600">
            {t('engage.report.periodLabel', { period: figures.periodLabel })}
          </p>
          {report.assurance.length > 0 && (
            <div className="flex flex-wrap gap-2" data-testid="engage-report-assurance">
              {report.assurance.map((entry) => (
                <AssuranceNote
                  key={`${entry.entity}|${entry.level}|${entry.provider}`}
                  assurance={entry}
                  {...(report.assurance.length > 1 ? { yearLabel: entry.entity } : {})}
                />
              ))}
            </div>
          )}
          {report.introduction && (
            <p className="max-w-3xl whitespace-pre-line text-slate-700">{report.introduction}</p>
          )}
          {figures.totalKg !== null && (
            <div
              className="mt-4 inline-block rounded-lg border-l-4 bg-slate-50 px-5 py-4"
              style={{ borderColor: accent }}
            >
              <p className="text-sm font-medium text-slate-600">{t('engage.report.total')}</p>
              <p className="text-4xl font-bold text-slate-900 tabular-nums" data-testid="engage-report-total">
                {formatEmission(figures.totalKg, locale, { unitLabel: 'co2e' })}
              </p>
              <p className="text-xs text-slate-500">{t('engage.report.totalHint')}</p>
            </div>
          )}
        </div>
      </header>
      {figures.scopes && <ScopeChart rows={toScopeRows(figures.scopes)} locale={locale} />}
      {figures.sections && figures.sections.length > 0 && (
        <ReportSectionsCard sections={figures.sections} locale={locale} accent={accent} />
      )}
      {figures.topSources && (
        <TopSourcesTable
          rows={toTopSourceRows(figures.topSources, getShareTotalKg(figures))}
          locale={locale}
        />
      )}
      {figures.equivalents && (
        <EquivalentsPanel totalKg={getEquivalentsTotalKg(figures.equivalents)} locale={locale} />
      )}
      {((report.commitments !== null && report.commitments !== '') || (report.targets?.length ?? 0) > 0) && (
        <section
          aria-labelledby="engage-commitments-title"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="engage-report-commitments"
        >
          <h2 id="engage-commitments-title" className="text-lg font-semibold text-slate-900">
            {t('engage.report.commitments')}
          </h2>
          {(report.targets?.length ?? 0) > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" data-testid="engage-report-targets">
              {report.targets?.map((target) => (
                <li
                  key={`${target.scope}-${target.baseYear}-${target.targetYear}-${target.reductionPercent}`}
                >
                  {t('engage.report.target', {
                    scope: t(`engage.report.targetScope.${target.scope}`),
                    percent: formatNumber(target.reductionPercent, locale, 2),
                    baseYear: target.baseYear,
                    targetYear: target.targetYear,
                  })}
                </li>
              ))}
            </ul>
          )}
          {report.commitments ? (
            <p className="mt-2 whitespace-pre-line text-slate-700">{report.commitments}</p>
          ) : null}
        </section>
      )}
      <footer className="flex flex-wrap justify-between gap-2 text-xs text-slate-500">
        <span>{isDraft ? '' : t('engage.report.publishedOn', { date })}</span>
        <span>{t('engage.report.poweredBy')}</span>
      </footer>
    </article>
  );
}
