import type { DisplayLocale, InstancesSetupResponse } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { buildEntitySeries } from './comparison-series.ts';
import { StackedSeriesChart } from './StackedSeriesChart.tsx';

export type EntityComparisonProps = {
  setup: InstancesSetupResponse;
  yearLabel: string;
  locale: DisplayLocale;
};

/** A group's active year split by entity (each instance's container), stacked by scope. */
export function EntityComparison({ setup, yearLabel, locale }: EntityComparisonProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => buildEntitySeries(setup.instances, setup.aggregatedResults.instances), [setup]);
  return (
    <AnalyzeCard
      id="analyze-entities"
      title={t('calculatorAnalyze.entities.title')}
      description={t('calculatorAnalyze.entities.description', { year: yearLabel })}
    >
      <StackedSeriesChart
        rows={rows}
        locale={locale}
        caption={t('calculatorAnalyze.entities.tableCaption')}
        chartLabel={t('calculatorAnalyze.entities.chartLabel')}
        orientation="horizontal"
        labelColumn={t('calculatorAnalyze.entities.entityColumn')}
        totalColumn={t('calculatorAnalyze.entities.totalColumn')}
        testIdPrefix="entity"
      />
    </AnalyzeCard>
  );
}
