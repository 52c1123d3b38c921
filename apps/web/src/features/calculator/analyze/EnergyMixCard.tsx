import type { CalculatorAggregatedResults, DisplayLocale, Instance } from '@carbon-ledger/core';
import { formatEmission, isSubregionWithNationalMix } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatEnergy, formatPercent } from './analyze-format.ts';
import { calculatePercent } from './scope-breakdown.ts';

export type EnergyMixCardProps = {
  totals: CalculatorAggregatedResults;
  instances: readonly Pick<Instance, 'disclosures' | 'general'>[];
  locale: DisplayLocale;
};

const GROUPS = ['fossil', 'nuclear', 'renewable'] as const;

/**
 * ESRS E1-5 and the figures beside the scopes: the energy consumption by fossil, nuclear and renewable
 * sources on both Scope 2 bases, the biogenic CO2 outside the scopes, and whether market-based Scope 2
 * had a residual-mix factor or fell back on the grid average (said visibly, never silently), how the
 * residual mix counts in the mix, and that an eGRID subregion reads the national mix.
 */
export function EnergyMixCard({ totals, instances, locale }: EnergyMixCardProps) {
  const { t } = useTranslation();
  const total = totals.totalEnergyConsumptionInKwh;
  const { locationBased, marketBased } = totals.energyMixInKwh;
  const isWithoutResidualMix = instances.some((instance) => instance.disclosures.residualMix === null);
  const hasResidualMix = instances.some((instance) => instance.disclosures.residualMix !== null);
  const subregions = [
    ...new Set(
      instances
        .map((instance) => instance.general.electricityEmissionFactor.region)
        .filter(isSubregionWithNationalMix),
    ),
  ];
  const hasScope2 = totals.totalCo2InKgPerScope[2] !== 0;
  const cell = 'px-3 py-2';
  return (
    <AnalyzeCard
      id="analyze-energy-mix"
      title={t('calculatorAnalyze.energyMix.title')}
      description={t('calculatorAnalyze.energyMix.description')}
    >
      <div className="-mx-3 overflow-x-auto">
        <table className="w-full text-sm" data-testid="energy-mix">
          <caption className="sr-only">{t('calculatorAnalyze.energyMix.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
              <th scope="col" className={cell}>
                {t('calculatorAnalyze.energyMix.source')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('calculatorAnalyze.energyMix.locationBased')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('calculatorAnalyze.energyMix.marketBased')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('calculatorAnalyze.energyMix.share')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {GROUPS.map((group) => (
              <tr key={group} data-testid={`energy-${group}`}>
                <th scope="row" className={`${cell} text-left font-normal text-slate-800`}>
                  {t(`calculatorAnalyze.energyMix.groups.${group}`)}
                </th>
                <td className={`${cell} text-right`}>{formatEnergy(locationBased[group], locale)}</td>
                <td className={`${cell} text-right`}>{formatEnergy(marketBased[group], locale)}</td>
                <td className={`${cell} text-right text-slate-600`}>
                  {formatPercent(calculatePercent(locationBased[group], total), locale)}
                </td>
              </tr>
            ))}
            <tr className="font-medium" data-testid="energy-total">
              <th scope="row" className={`${cell} text-left`}>
                {t('calculatorAnalyze.energyMix.total')}
              </th>
              <td className={`${cell} text-right`}>{formatEnergy(total, locale)}</td>
              <td className={`${cell} text-right`}>{formatEnergy(total, locale)}</td>
              <td className={`${cell} text-right`} />
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('calculatorAnalyze.energyMix.basis')}</p>
      {hasScope2 && hasResidualMix && (
        <p className="mt-1 text-xs text-slate-500" data-testid="residual-mix-fossil">
          {t('calculatorAnalyze.energyMix.residualMixFossil')}
        </p>
      )}
      {subregions.length > 0 && (
        <p className="mt-1 text-xs text-slate-500" data-testid="subregion-national-mix">
          {t('calculatorAnalyze.energyMix.nationalMix', { regions: subregions.join(', ') })}
        </p>
      )}
      <dl className="mt-4 border-t border-slate-100 pt-3 text-sm">
        <dt className="font-medium text-slate-700">{t('calculatorAnalyze.energyMix.biogenic')}</dt>
        <dd className="mt-0.5 text-slate-900" data-testid="biogenic-co2">
          {formatEmission(totals.biogenicCo2InKg, locale)} CO2
        </dd>
        <dd className="text-xs text-slate-500">{t('calculatorAnalyze.energyMix.biogenicHint')}</dd>
      </dl>
      {hasScope2 && isWithoutResidualMix && (
        <p
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="note"
          data-testid="residual-mix-missing"
        >
          {t('calculatorAnalyze.energyMix.noResidualMix')}
        </p>
      )}
    </AnalyzeCard>
  );
}
