import { formatNumber, MISSING_NUMBER_TEXT, toDisplayLocale } from '@carbon-ledger/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRegion } from './factor-format.ts';
import { useGridSeries } from './useFactorQueries.ts';

/** kg CO2e/kWh as g CO2e/kWh with every stored digit (up to 10 significant), in the page's separators. */
function formatGrams(kg: number | null, locale: string): string {
  if (kg === null) return MISSING_NUMBER_TEXT;
  return formatNumber(Number((kg * 1000).toPrecision(10)), toDisplayLocale(locale), 10);
}

/**
 * The Ember series of a country (the factor's region): one row per year with its life-cycle intensity
 * and the generation and upstream parts the calculator uses. A real table with a caption and header
 * cells, so a screen reader names each figure by its year and column; it scrolls sideways on a phone
 * rather than widening the page.
 */
export function GridSeriesTable({ country }: { country: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const captionId = useId();
  const series = useGridSeries(country);
  if (series.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('factors.gridSeriesLoading')}
      </p>
    );
  }
  if (series.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('factors.gridSeriesError')}
      </p>
    );
  }
  if (series.data.years.length === 0) return null;
  const title = t('factors.gridSeriesTitle', { country: formatRegion(country, locale) });
  return (
    <section aria-labelledby={captionId} className="mt-4" data-testid="grid-series">
      <h3 id={captionId} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t('factors.gridSeriesIntro')}</p>
      {/* Focusable so a keyboard can scroll it where the table is wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="mt-2 max-h-80 overflow-auto rounded-md border border-slate-200" tabIndex={0}>
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('factors.gridSeriesYear')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('factors.gridSeriesLifeCycle')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('factors.gridSeriesGeneration')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('factors.gridSeriesUpstream')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.data.years.map((entry) => (
              <tr key={entry.year} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {entry.year}
                </th>
                <td className="px-3 py-1.5 text-right">{formatGrams(entry.lifeCycle, locale)}</td>
                <td className="px-3 py-1.5 text-right">{formatGrams(entry.generation, locale)}</td>
                <td className="px-3 py-1.5 text-right">{formatGrams(entry.upstream, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
