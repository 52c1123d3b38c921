import {
  type DisplayLocale,
  EQUIVALENT_KG_CO2_PER_UNIT,
  formatAmount,
  formatEquivalentCount,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { listEquivalents } from './analyze-format.ts';
import { EquivalentIcon } from './EquivalentIcon.tsx';

export type EquivalentsPanelProps = { totalKg: number; locale: DisplayLocale };

/** The total as the spec's four reference equivalents, with the kg CO2 per unit they rest on. */
export function EquivalentsPanel({ totalKg, locale }: EquivalentsPanelProps) {
  const { t } = useTranslation();
  const rows = listEquivalents(totalKg);
  const perUnit = {
    employees: formatAmount(EQUIVALENT_KG_CO2_PER_UNIT.employees, locale),
    flightsNycToLondon: formatAmount(EQUIVALENT_KG_CO2_PER_UNIT.flightsNycToLondon, locale),
    tripsAroundTheWorldByCar: formatAmount(EQUIVALENT_KG_CO2_PER_UNIT.tripsAroundTheWorldByCar, locale),
    averageUsFootprintsPerPerson: formatAmount(
      EQUIVALENT_KG_CO2_PER_UNIT.averageUsFootprintsPerPerson,
      locale,
    ),
  };
  return (
    <AnalyzeCard
      id="analyze-equivalents"
      title={t('calculatorAnalyze.equivalents.title')}
      description={t('calculatorAnalyze.equivalents.description')}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
            <EquivalentIcon equivalent={row.key} />
            <span>
              <span
                className="block text-xl font-semibold text-slate-900 tabular-nums"
                data-testid={`equivalent-${row.key}`}
              >
                {formatEquivalentCount(row.count, locale)}
              </span>
              <span className="block text-sm text-slate-600">
                {t(`calculatorAnalyze.equivalents.${row.key}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500" data-testid="equivalents-source">
        {t('calculatorAnalyze.equivalents.source', perUnit)}
      </p>
    </AnalyzeCard>
  );
}
