import type { DisplayLocale } from '@carbon-ledger/core';
import { formatRoundedNumber } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { fetchDataQualitySummary } from './esrs-api.ts';

/** The years' results by derived data quality: the same summary, from the same rule, as the Word report. */
export function DataQualityCard({
  instanceIds,
  locale,
}: {
  instanceIds: readonly string[];
  locale: DisplayLocale;
}) {
  const { t } = useTranslation();
  const sorted = [...instanceIds].sort();
  const summary = useQuery({
    queryKey: ['calculator', 'data-quality', sorted],
    queryFn: () => fetchDataQualitySummary(sorted),
    enabled: sorted.length > 0,
  });
  return (
    <AnalyzeCard
      id="analyze-data-quality"
      title={t('calculatorAnalyze.dataQuality.title')}
      description={t('calculatorAnalyze.dataQuality.description')}
    >
      {summary.isError ? (
        <p className="text-sm text-red-700">{t('calculatorAnalyze.dataQuality.loadError')}</p>
      ) : !summary.data ? (
        <p className="text-sm text-slate-500">{t('calculatorAnalyze.dataQuality.loading')}</p>
      ) : (
        <ul className="grid gap-2 text-sm sm:grid-cols-5" data-testid="data-quality-summary">
          {summary.data.qualities.map((row) => (
            <li
              key={row.quality}
              className="rounded-md border border-slate-200 px-3 py-2"
              data-testid={`quality-${row.quality}`}
            >
              <span className="block text-xs text-slate-500">
                {t(`calculatorAnalyze.dataQuality.qualities.${row.quality}`)}
              </span>
              <span className="block text-lg font-semibold tabular-nums text-slate-900">
                {formatRoundedNumber(row.numResults, locale, 'trimmed')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AnalyzeCard>
  );
}
