import {
  describeFactorSourcesRow,
  getInstanceYearLabel,
  type Instance,
  listYearsFactorSources,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/calculator-api.ts';
import { AnalyzeCard } from './AnalyzeCard.tsx';

/**
 * The factor source each kind of activity was computed with, as the year's settings have them and the
 * Word report lists them; where the shown years differ, each source with the years that use it.
 */
export function FactorSourcesCard({ instances, locale }: { instances: readonly Instance[]; locale: Lang }) {
  const { t } = useTranslation();
  const rows = useMemo(() => {
    const isOneEntity = new Set(instances.map((instance) => instance.container._id)).size <= 1;
    const years = instances.map((instance) => {
      const year = getInstanceYearLabel(instance.general);
      return {
        label: isOneEntity ? year : `${instance.container.name} ${year}`,
        sources: instance.general.factorSources,
      };
    });
    return listYearsFactorSources(years, locale);
  }, [instances, locale]);
  if (instances.length === 0) return null;
  return (
    <AnalyzeCard
      id="analyze-factor-sources"
      title={t('calculatorAnalyze.factorSources.title')}
      description={t('calculatorAnalyze.factorSources.description')}
    >
      <dl
        className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="analyze-factor-sources-list"
      >
        {rows.map((row) => (
          <div key={row.kind} className="contents" data-kind={row.kind}>
            <dt className="font-medium text-slate-800">{row.kindName}</dt>
            <dd className="break-words text-slate-600">{describeFactorSourcesRow(row)}</dd>
          </div>
        ))}
      </dl>
    </AnalyzeCard>
  );
}
