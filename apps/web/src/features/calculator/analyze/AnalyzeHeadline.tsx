import { type CalculatorAggregatedResults, type DisplayLocale, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatEnergy } from './analyze-format.ts';

export type AnalyzeHeadlineProps = {
  totals: CalculatorAggregatedResults;
  locale: DisplayLocale;
};

/** Total (market-based) and location-based emissions side by side, the number of results and the energy. */
export function AnalyzeHeadline({ totals, locale }: AnalyzeHeadlineProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('calculatorAnalyze.headline.label')}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="analyze-headline"
    >
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <dt className="text-sm font-medium text-slate-600">
            {t('calculatorAnalyze.headline.total')}
            <span className="ml-2 text-xs font-normal text-slate-500">
              {t('calculatorAnalyze.headline.totalHint')}
            </span>
          </dt>
          <dd className="mt-1 text-4xl font-semibold tracking-tight text-slate-900">
            <span data-testid="total-all">{formatEmission(totals.totalCo2InKg, locale)}</span>
            <span className="ml-1.5 text-base font-normal text-slate-500">CO2e</span>
          </dd>
          <dd className="mt-1 text-sm text-slate-600" data-testid="num-results">
            {t('calculatorAnalyze.headline.results', { count: totals.numResults })}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">
            {t('calculatorAnalyze.headline.locationTotal')}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-800" data-testid="total-location">
            {formatEmission(totals.totalLocationBasedCo2InKg, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">{t('calculatorAnalyze.headline.energy')}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-800" data-testid="total-energy">
            {formatEnergy(totals.totalEnergyConsumptionInKwh, locale)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
        {t('calculatorAnalyze.headline.dualReporting')}
      </p>
    </section>
  );
}
