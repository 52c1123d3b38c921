import { formatEmission, formatNumber, formatPercent, type TargetWithProgress } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { ReductionPathChart } from './ReductionPathChart.tsx';

/** One target: its heading, the chart of its paths and the progress of each year as text. */
export function TargetProgress({
  target,
  actions,
}: {
  target: TargetWithProgress;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useCalculatorLang();
  const scope = t(`impact.targets.scopeName.${target.scope}`);
  const kg = (value: number | null) =>
    value === null ? '–' : formatEmission(value, locale, { unitLabel: 'co2e' });
  const percent = (value: number | null) =>
    value === null ? '–' : formatPercent(value, locale, { isSigned: true });
  const heading = t('impact.targets.heading', {
    scope,
    percent: formatNumber(target.reductionPercent, locale, 2),
    baseYear: target.baseYear,
    targetYear: target.targetYear,
  });
  return (
    <article className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="target">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{heading}</h3>
        {actions}
      </div>
      {target.baseYearKg === null ? (
        <p className="text-sm text-slate-600">{t('impact.targets.noBase')}</p>
      ) : (
        <>
          <ReductionPathChart
            target={target}
            locale={locale}
            label={t('impact.targets.chartLabel', {
              scope,
              baseYear: target.baseYear,
              targetYear: target.targetYear,
            })}
          />
          <ul className="space-y-1 text-sm text-slate-800" data-testid="target-progress">
            {target.progress
              .filter((year) => year.targetPathKg !== null)
              .map((year) => (
                <li key={year.year} data-testid={`progress-${year.year}`}>
                  {t('impact.targets.progressYear', {
                    year: year.year,
                    actual: kg(year.actualKg),
                    change: percent(year.changePercent),
                    baseYear: target.baseYear,
                    target: kg(year.targetPathKg),
                    reference: kg(year.referencePathKg),
                  })}{' '}
                  <span
                    className={`rounded px-1.5 py-0.5 text-xs font-medium ${
                      year.isOnTrack ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
                    }`}
                  >
                    {year.isOnTrack ? t('impact.targets.onTrack') : t('impact.targets.offTrack')}
                  </span>
                </li>
              ))}
          </ul>
        </>
      )}
    </article>
  );
}
