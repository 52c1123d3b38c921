import {
  buildReductionPathChartSpec,
  type DisplayLocale,
  measureChartHeight,
  type TargetWithProgress,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart.tsx';

/** `locale`: the page's language, for the figures ("9.1 t", de "9,1 t"). */
export type ReductionPathChartProps = { target: TargetWithProgress; label: string; locale: DisplayLocale };

/**
 * The 1.5 °C reference path (dashed), the target's path and the actual years (points) of one target,
 * drawn by the chart library, with every year's figures in the chart's data table.
 */
export function ReductionPathChart({ target, label, locale }: ReductionPathChartProps) {
  const { t } = useTranslation();
  const spec = useMemo(
    () =>
      buildReductionPathChartSpec(target, {
        reference: t('impact.targets.legendReference'),
        target: t('impact.targets.legendTarget'),
        actual: t('impact.targets.legendActual'),
      }),
    [target, t],
  );
  return (
    <div className="max-w-2xl">
      <Chart
        spec={spec}
        locale={locale}
        label={label}
        height={measureChartHeight(spec)}
        tableHeaders={{ label: t('impact.targets.yearColumn'), value: t('impact.targets.emissionsColumn') }}
        testId="reduction-path-chart"
      />
    </div>
  );
}
