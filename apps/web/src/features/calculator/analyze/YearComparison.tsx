import type { Container, DisplayLocale } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useInstancesSetup } from '../api/calculator-queries.ts';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { buildYearSeries } from './comparison-series.ts';
import { StackedSeriesChart } from './StackedSeriesChart.tsx';

export type YearComparisonProps = {
  container: Container;
  activeInstanceIds: string[];
  locale: DisplayLocale;
};

/** Every year of the container side by side: one `instances/setup` over all its instances. */
export function YearComparison({ container, activeInstanceIds, locale }: YearComparisonProps) {
  const { t } = useTranslation();
  const instanceIds = useMemo(() => container.instances.map((instance) => instance._id), [container]);
  const hasOtherYears = instanceIds.length > 1;
  const allYears = useInstancesSetup(hasOtherYears ? instanceIds : []);
  const rows = useMemo(
    () =>
      allYears.data
        ? buildYearSeries(container.instances, allYears.data.aggregatedResults.instances, activeInstanceIds)
        : [],
    [allYears.data, container.instances, activeInstanceIds],
  );
  return (
    <AnalyzeCard
      id="analyze-years"
      title={t('calculatorAnalyze.years.title')}
      description={t('calculatorAnalyze.years.description', { name: container.name })}
    >
      {!hasOtherYears ? (
        <p className="text-sm text-slate-600">{t('calculatorAnalyze.years.single')}</p>
      ) : allYears.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('calculatorAnalyze.years.loading')}
        </p>
      ) : allYears.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          <span>{t('calculatorAnalyze.years.error')}</span>
          <Button variant="secondary" onClick={() => void allYears.refetch()}>
            {t('calculatorAnalyze.years.retry')}
          </Button>
        </div>
      ) : (
        <StackedSeriesChart
          rows={rows}
          locale={locale}
          caption={t('calculatorAnalyze.years.tableCaption')}
          chartLabel={t('calculatorAnalyze.years.chartLabel')}
          orientation="vertical"
          labelColumn={t('calculatorAnalyze.years.yearColumn')}
          totalColumn={t('calculatorAnalyze.years.totalColumn')}
          testIdPrefix="year"
        />
      )}
    </AnalyzeCard>
  );
}
